CREATE TABLE `message_mail_deferrals` (
	`recipient_id` integer PRIMARY KEY NOT NULL,
	`deferred_at` integer NOT NULL,
	FOREIGN KEY (`recipient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
