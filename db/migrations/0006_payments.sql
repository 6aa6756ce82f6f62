CREATE TABLE `billing_customers` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`provider_customer_id` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `billing_customers_provider_customer_id_unique` ON `billing_customers` (`provider_customer_id`);--> statement-breakpoint
CREATE TABLE `checkouts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`reference` text NOT NULL,
	`mode` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`url` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`completed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `checkouts_user_idx` ON `checkouts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`txn` text NOT NULL,
	`line` integer NOT NULL,
	`account` text NOT NULL,
	`user_id` integer,
	`kind` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`payment_id` text,
	`available_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_txn_line_idx` ON `ledger_entries` (`txn`,`line`);--> statement-breakpoint
CREATE INDEX `ledger_user_idx` ON `ledger_entries` (`user_id`,`available_at`);--> statement-breakpoint
CREATE INDEX `ledger_payment_idx` ON `ledger_entries` (`payment_id`);--> statement-breakpoint
CREATE INDEX `ledger_created_idx` ON `ledger_entries` (`created_at`);--> statement-breakpoint
CREATE TABLE `local_payment_objects` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`data` text NOT NULL,
	`idempotency_key` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `local_payment_objects_idempotency_key_unique` ON `local_payment_objects` (`idempotency_key`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`checkout_id` text,
	`user_id` integer,
	`payee_id` integer,
	`purpose` text NOT NULL,
	`reference` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`platform_fee_cents` integer NOT NULL,
	`processor_fee_cents` integer NOT NULL,
	`refunded_cents` integer DEFAULT 0 NOT NULL,
	`disputed_cents` integer DEFAULT 0 NOT NULL,
	`currency` text DEFAULT 'usd' NOT NULL,
	`service_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`payee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `payments_created_idx` ON `payments` (`created_at`);--> statement-breakpoint
CREATE INDEX `payments_payee_idx` ON `payments` (`payee_id`);--> statement-breakpoint
CREATE TABLE `payout_accounts` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`provider_account_id` text NOT NULL,
	`payouts_enabled` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payout_accounts_provider_account_id_unique` ON `payout_accounts` (`provider_account_id`);--> statement-breakpoint
CREATE TABLE `payouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`provider_transfer_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payouts_provider_transfer_id_unique` ON `payouts` (`provider_transfer_id`);--> statement-breakpoint
CREATE INDEX `payouts_user_idx` ON `payouts` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `provider_subscription_id` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `interval` text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `cancel_at_period_end` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `past_due_since` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `updated_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_provider_subscription_id_unique` ON `subscriptions` (`provider_subscription_id`);