CREATE TABLE `s3_migrations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`endpoint` text NOT NULL,
	`bucket` text NOT NULL,
	`prefix` text DEFAULT '' NOT NULL,
	`region` text NOT NULL,
	`credentials` text,
	`status` text DEFAULT 'running' NOT NULL,
	`continuation_token` text,
	`listed` integer DEFAULT 0 NOT NULL,
	`copied` integer DEFAULT 0 NOT NULL,
	`matched` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	`report` text DEFAULT '{"failures":[],"matches":[]}' NOT NULL,
	`error` text,
	`by_user_id` integer,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `s3_migrations_one_running` ON `s3_migrations` (`status`) WHERE status = 'running';--> statement-breakpoint
CREATE INDEX `s3_migrations_started_idx` ON `s3_migrations` (`started_at`);