CREATE TABLE `inbox_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`thread_id` integer NOT NULL,
	`direction` text NOT NULL,
	`author_id` integer,
	`author_name` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`thread_id`) REFERENCES `inbox_threads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `inbox_messages_thread_idx` ON `inbox_messages` (`thread_id`,`id`);--> statement-breakpoint
CREATE TABLE `inbox_threads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text DEFAULT 'contact' NOT NULL,
	`name` text NOT NULL,
	`address` text NOT NULL,
	`user_id` integer,
	`subject` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`assignee_id` integer,
	`read_at` integer,
	`last_message_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`assignee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `inbox_threads_status_idx` ON `inbox_threads` (`status`,`last_message_at`);--> statement-breakpoint
CREATE TABLE `job_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job` text NOT NULL,
	`run_id` text NOT NULL,
	`trigger` text NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer NOT NULL,
	`status` text NOT NULL,
	`result` text,
	`error` text
);
--> statement-breakpoint
CREATE INDEX `job_runs_job_idx` ON `job_runs` (`job`,`started_at`);--> statement-breakpoint
CREATE TABLE `mail_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` text NOT NULL,
	`type` text NOT NULL,
	`bounce_kind` text,
	`address` text NOT NULL,
	`detail` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_events_event_id_unique` ON `mail_events` (`event_id`);--> statement-breakpoint
CREATE INDEX `mail_events_created_idx` ON `mail_events` (`created_at`);--> statement-breakpoint
CREATE INDEX `mail_events_address_idx` ON `mail_events` (`address`);--> statement-breakpoint
CREATE TABLE `mail_template_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`template` text NOT NULL,
	`version` integer NOT NULL,
	`subject` text,
	`body` text,
	`admin_id` integer,
	`admin_name` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_template_versions_unique` ON `mail_template_versions` (`template`,`version`);--> statement-breakpoint
CREATE TABLE `paused_jobs` (
	`job` text PRIMARY KEY NOT NULL,
	`admin_id` integer,
	`admin_name` text NOT NULL,
	`paused_at` integer NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
DROP INDEX `submissions_created_idx`;--> statement-breakpoint
CREATE INDEX `submissions_created_idx` ON `submissions` (`created_at`,`user_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `suspended_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `suspended_until` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `suspension_reason` text;--> statement-breakpoint
ALTER TABLE `users` ADD `deleted_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `mail_blocked_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `mail_block_reason` text;--> statement-breakpoint
CREATE INDEX `users_deleted_idx` ON `users` (`deleted_at`);--> statement-breakpoint
ALTER TABLE `challenges` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `challenges` ADD `featured_at` integer;--> statement-breakpoint
CREATE INDEX `challenges_featured_idx` ON `challenges` (`featured_at`) WHERE featured_at IS NOT NULL;--> statement-breakpoint
ALTER TABLE `reports` ADD `challenge_id` integer REFERENCES challenges(id) ON DELETE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX `reports_challenge_idx` ON `reports` (`challenge_id`,`reporter_id`);--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `variables` text;--> statement-breakpoint
CREATE INDEX `mail_outbox_sent_idx` ON `mail_outbox` (`sent_at`);--> statement-breakpoint
CREATE INDEX `mail_outbox_created_idx` ON `mail_outbox` (`created_at`);--> statement-breakpoint
CREATE INDEX `mail_outbox_to_idx` ON `mail_outbox` (`to_address`);--> statement-breakpoint
CREATE INDEX `comments_created_idx` ON `comments` (`created_at`,`user_id`);--> statement-breakpoint
CREATE INDEX `comments_user_idx` ON `comments` (`user_id`);--> statement-breakpoint
CREATE INDEX `votes_updated_idx` ON `votes` (`updated_at`,`voter_id`);