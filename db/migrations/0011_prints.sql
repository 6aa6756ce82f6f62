CREATE TABLE `photo_daily_views` (
	`submission_id` integer NOT NULL,
	`day` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`submission_id`, `day`),
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `print_fulfilments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`seller_id` integer NOT NULL,
	`status` text DEFAULT 'paid' NOT NULL,
	`subtotal_cents` integer NOT NULL,
	`shipping_cents` integer NOT NULL,
	`carrier` text,
	`tracking_number` text,
	`refund_due` integer DEFAULT false NOT NULL,
	`refunded_at` integer,
	`updated_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `print_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `print_fulfilments_order_seller_idx` ON `print_fulfilments` (`order_id`,`seller_id`);--> statement-breakpoint
CREATE INDEX `print_fulfilments_seller_idx` ON `print_fulfilments` (`seller_id`,`status`);--> statement-breakpoint
CREATE TABLE `print_listing_sizes` (
	`listing_id` integer NOT NULL,
	`size` text NOT NULL,
	`price_cents` integer NOT NULL,
	PRIMARY KEY(`listing_id`, `size`),
	FOREIGN KEY (`listing_id`) REFERENCES `print_listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `print_listings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`submission_id` integer NOT NULL,
	`seller_id` integer NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`paused_by` text,
	`master_key` text,
	`master_width` integer,
	`master_height` integer,
	`master_bytes` integer,
	`upload_id` text,
	`upload_key` text,
	`upload_bytes` integer,
	`published_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `print_listings_submission_id_unique` ON `print_listings` (`submission_id`);--> statement-breakpoint
CREATE INDEX `print_listings_seller_idx` ON `print_listings` (`seller_id`,`status`);--> statement-breakpoint
CREATE TABLE `print_master_parts` (
	`listing_id` integer NOT NULL,
	`upload_id` text NOT NULL,
	`part_number` integer NOT NULL,
	`etag` text NOT NULL,
	`bytes` integer NOT NULL,
	PRIMARY KEY(`listing_id`, `upload_id`, `part_number`),
	FOREIGN KEY (`listing_id`) REFERENCES `print_listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `print_order_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`listing_id` integer NOT NULL,
	`submission_id` integer NOT NULL,
	`seller_id` integer NOT NULL,
	`size` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit_price_cents` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `print_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `print_listings`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`seller_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `print_order_lines_order_idx` ON `print_order_lines` (`order_id`);--> statement-breakpoint
CREATE INDEX `print_order_lines_seller_idx` ON `print_order_lines` (`seller_id`);--> statement-breakpoint
CREATE TABLE `print_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`buyer_id` integer NOT NULL,
	`status` text DEFAULT 'awaiting_payment' NOT NULL,
	`checkout_id` text,
	`payment_id` text,
	`zone` text NOT NULL,
	`subtotal_cents` integer NOT NULL,
	`shipping_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`shipping_address` text,
	`paid_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`buyer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `print_orders_checkout_id_unique` ON `print_orders` (`checkout_id`);--> statement-breakpoint
CREATE INDEX `print_orders_buyer_idx` ON `print_orders` (`buyer_id`,`created_at`);