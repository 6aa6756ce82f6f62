CREATE TABLE `notification_mail` (
	`notification_id` integer PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`channel` text NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`notification_id`) REFERENCES `notifications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notification_mail_due_idx` ON `notification_mail` (`channel`,`user_id`,`notification_id`) WHERE "notification_mail"."sent_at" IS NULL AND "notification_mail"."channel" <> 'bell';--> statement-breakpoint
CREATE TABLE `notification_settings` (
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`channel` text NOT NULL,
	PRIMARY KEY(`user_id`, `kind`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `site_keys` (
	`name` text PRIMARY KEY NOT NULL,
	`secret` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `users` ADD `digest_hour` integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `digest_sent_at` integer;--> statement-breakpoint
ALTER TABLE `dev_mail` ADD `headers` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `headers` text;--> statement-breakpoint
-- Notifications before this one were never meant to be mailed: the mail pass starts after the newest.
INSERT INTO `notification_mail` (`notification_id`, `user_id`, `channel`, `sent_at`)
  SELECT `id`, `user_id`, 'bell', `created_at` FROM `notifications` ORDER BY `id` DESC LIMIT 1;
