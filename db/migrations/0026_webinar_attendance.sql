CREATE TABLE `webinar_attendance` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`webinar_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`joined_at` integer NOT NULL,
	`left_at` integer,
	FOREIGN KEY (`webinar_id`) REFERENCES `webinars`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webinar_attendance_idx` ON `webinar_attendance` (`webinar_id`,`user_id`);