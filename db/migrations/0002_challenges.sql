CREATE TABLE `challenges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`category` text NOT NULL,
	`start_date` integer NOT NULL,
	`end_date` integer NOT NULL,
	`voting_start_date` integer NOT NULL,
	`voting_end_date` integer,
	`thumbnail_image` text,
	`cover_image` text,
	`cover_image_credit` text,
	`image_transform` text,
	`submission_limit` integer,
	`daily_date` text,
	`evergreen_theme_id` integer,
	`results_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `challenges_start_idx` ON `challenges` (`start_date`);--> statement-breakpoint
CREATE INDEX `challenges_end_idx` ON `challenges` (`end_date`);--> statement-breakpoint
CREATE INDEX `challenges_voting_end_idx` ON `challenges` (`voting_end_date`);--> statement-breakpoint
CREATE INDEX `challenges_category_start_idx` ON `challenges` (`category`,`start_date`);--> statement-breakpoint
CREATE UNIQUE INDEX `challenges_daily_unique` ON `challenges` (`category`,`daily_date`);--> statement-breakpoint
CREATE TABLE `comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`submission_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `comments_submission_idx` ON `comments` (`submission_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `evergreen_themes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`category` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`cover_image` text,
	`cover_image_credit` text,
	`active` integer DEFAULT true NOT NULL,
	`last_used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `evergreen_category_idx` ON `evergreen_themes` (`category`,`active`,`last_used_at`);--> statement-breakpoint
CREATE TABLE `leaderboard_stats` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`challenges_won` integer DEFAULT 0 NOT NULL,
	`total_submissions` integer DEFAULT 0 NOT NULL,
	`total_score` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `leaderboard_score_idx` ON `leaderboard_stats` (`total_score`,`challenges_won`);--> statement-breakpoint
CREATE TABLE `likes` (
	`submission_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`submission_id`, `user_id`),
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`submission_id` integer NOT NULL,
	`reporter_id` integer,
	`reason` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`resolved_by` integer,
	`resolved_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `reports_status_idx` ON `reports` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`challenge_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`alt_text` text DEFAULT '' NOT NULL,
	`filename` text NOT NULL,
	`image_url` text NOT NULL,
	`width` integer,
	`height` integer,
	`camera` text,
	`status` text DEFAULT 'active' NOT NULL,
	`final_rank` integer,
	`final_score` real,
	`votes_counted` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`challenge_id`) REFERENCES `challenges`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `submissions_challenge_idx` ON `submissions` (`challenge_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `submissions_user_idx` ON `submissions` (`user_id`,`challenge_id`);--> statement-breakpoint
CREATE INDEX `submissions_rank_idx` ON `submissions` (`final_rank`,`created_at`);--> statement-breakpoint
CREATE INDEX `submissions_created_idx` ON `submissions` (`created_at`);--> statement-breakpoint
CREATE TABLE `votes` (
	`submission_id` integer NOT NULL,
	`voter_id` integer NOT NULL,
	`challenge_id` integer NOT NULL,
	`score` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`submission_id`, `voter_id`),
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`voter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `votes_challenge_voter_idx` ON `votes` (`challenge_id`,`voter_id`);