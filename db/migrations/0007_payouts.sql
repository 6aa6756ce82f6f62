ALTER TABLE `payouts` ADD `reversed_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `payouts` ADD `paid_at` integer;--> statement-breakpoint
CREATE INDEX `payouts_status_idx` ON `payouts` (`status`);--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `scheduled_type` text;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `scheduled_interval` text;