CREATE TABLE `webinar_refunds` (
	`payment_id` text PRIMARY KEY NOT NULL,
	`registration_id` integer NOT NULL,
	`reason` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`refunded_at` integer
);
--> statement-breakpoint
CREATE INDEX `webinar_refunds_due_idx` ON `webinar_refunds` (`refunded_at`);--> statement-breakpoint
ALTER TABLE `webinar_registrations` ADD `hold_until` integer;--> statement-breakpoint
ALTER TABLE `webinar_registrations` ADD `payment_id` text;