CREATE TABLE `webinar_feedback` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`webinar_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`webinar_rating` integer NOT NULL,
	`host_rating` integer NOT NULL,
	`comment` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`webinar_id`) REFERENCES `webinars`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webinar_feedback_member_idx` ON `webinar_feedback` (`webinar_id`,`user_id`);