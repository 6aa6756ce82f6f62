CREATE TABLE `inbox_presence` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`connected_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
