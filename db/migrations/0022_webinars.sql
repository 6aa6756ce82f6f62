CREATE TABLE `webinar_registrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`webinar_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`status` text NOT NULL,
	`uid` text DEFAULT (lower(hex(randomblob(16)))) NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`cancelled_at` integer,
	FOREIGN KEY (`webinar_id`) REFERENCES `webinars`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webinar_registrations_uid_unique` ON `webinar_registrations` (`uid`);--> statement-breakpoint
CREATE UNIQUE INDEX `webinar_registrations_member_idx` ON `webinar_registrations` (`webinar_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `webinar_registrations_seats_idx` ON `webinar_registrations` (`webinar_id`,`status`);--> statement-breakpoint
CREATE INDEX `webinar_registrations_user_idx` ON `webinar_registrations` (`user_id`,`status`);--> statement-breakpoint
CREATE TABLE `webinars` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`host_id` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`duration_minutes` integer NOT NULL,
	`capacity` integer NOT NULL,
	`price_cents` integer DEFAULT 0 NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`started_at` integer,
	`ended_at` integer,
	`cancelled_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`host_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `webinars_starts_at_idx` ON `webinars` (`starts_at`);--> statement-breakpoint
CREATE INDEX `webinars_host_idx` ON `webinars` (`host_id`,`starts_at`);