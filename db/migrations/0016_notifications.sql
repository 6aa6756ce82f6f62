CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`key` text NOT NULL,
	`group_key` text NOT NULL,
	`actor_id` integer,
	`data` text NOT NULL,
	`link` text NOT NULL,
	`seen_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_user_key_idx` ON `notifications` (`user_id`,`key`);--> statement-breakpoint
CREATE INDEX `notifications_user_group_idx` ON `notifications` (`user_id`,`group_key`,`id`);--> statement-breakpoint
CREATE INDEX `notifications_unseen_idx` ON `notifications` (`user_id`,`seen_at`,`group_key`);--> statement-breakpoint
CREATE INDEX `notifications_created_idx` ON `notifications` (`created_at`);