CREATE TABLE `message_mail_notices` (
	`conversation_id` text NOT NULL,
	`recipient_id` integer NOT NULL,
	`mailed_at` integer NOT NULL,
	PRIMARY KEY(`conversation_id`, `recipient_id`),
	FOREIGN KEY (`recipient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Reports gain a target type: the table is rebuilt (nothing refers to it). D1 keeps foreign
-- keys on, so they are checked at the end of the migration instead of per statement.
PRAGMA defer_foreign_keys = true;--> statement-breakpoint
CREATE TABLE `__new_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`target_type` text DEFAULT 'entry' NOT NULL,
	`submission_id` integer,
	`message_id` integer,
	`reporter_id` integer,
	`reason` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`resolved_by` integer,
	`resolved_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
INSERT INTO `__new_reports`("id", "target_type", "submission_id", "message_id", "reporter_id", "reason", "status", "resolved_by", "resolved_at", "created_at") SELECT "id", 'entry', "submission_id", NULL, "reporter_id", "reason", "status", "resolved_by", "resolved_at", "created_at" FROM `reports`;--> statement-breakpoint
DROP TABLE `reports`;--> statement-breakpoint
ALTER TABLE `__new_reports` RENAME TO `reports`;--> statement-breakpoint
CREATE INDEX `reports_status_idx` ON `reports` (`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `reports_message_idx` ON `reports` (`message_id`,`reporter_id`);--> statement-breakpoint
-- SQLite cannot add a column with a random default: sessions made before this get a key here,
-- new ones from the Worker (schema.ts).
ALTER TABLE `mentor_sessions` ADD `room_key` text;--> statement-breakpoint
UPDATE `mentor_sessions` SET `room_key` = lower(hex(randomblob(16)));--> statement-breakpoint
ALTER TABLE `mentor_sessions` ADD `offer_message_id` integer REFERENCES messages(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `mentor_sessions_room_idx` ON `mentor_sessions` (`room_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `mentor_sessions_offer_idx` ON `mentor_sessions` (`offer_message_id`);--> statement-breakpoint
ALTER TABLE `messages` ADD `attachment_key` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `attachment_width` integer;--> statement-breakpoint
ALTER TABLE `messages` ADD `attachment_height` integer;--> statement-breakpoint
ALTER TABLE `messages` ADD `removed_at` integer;