CREATE TABLE `coach_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`submission_id` integer,
	`title` text NOT NULL,
	`thumbnail` text,
	`report` text NOT NULL,
	`narration` text,
	`alt_text` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `coach_reports_user_idx` ON `coach_reports` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `coach_reports_created_idx` ON `coach_reports` (`created_at`);--> statement-breakpoint
CREATE TABLE `critique_credits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`delta` integer NOT NULL,
	`reason` text NOT NULL,
	`request_id` integer,
	`critique_id` integer,
	`period` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`request_id`) REFERENCES `critique_requests`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`critique_id`) REFERENCES `critiques`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `critique_credits_user_idx` ON `critique_credits` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `critique_credits_welcome_idx` ON `critique_credits` (`user_id`) WHERE reason = 'welcome';--> statement-breakpoint
CREATE UNIQUE INDEX `critique_credits_monthly_idx` ON `critique_credits` (`user_id`,`period`) WHERE reason = 'monthly';--> statement-breakpoint
CREATE UNIQUE INDEX `critique_credits_ask_idx` ON `critique_credits` (`request_id`) WHERE reason = 'ask';--> statement-breakpoint
CREATE UNIQUE INDEX `critique_credits_earned_idx` ON `critique_credits` (`critique_id`) WHERE reason = 'earned';--> statement-breakpoint
CREATE UNIQUE INDEX `critique_credits_clawback_idx` ON `critique_credits` (`critique_id`) WHERE reason = 'clawback';--> statement-breakpoint
CREATE TABLE `critique_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`submission_id` integer,
	`image_url` text NOT NULL,
	`filename` text,
	`width` integer,
	`height` integer,
	`camera` text,
	`title` text NOT NULL,
	`intent` text NOT NULL,
	`questions` text DEFAULT '' NOT NULL,
	`aspects` text NOT NULL,
	`is_public` integer DEFAULT true NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`critique_count` integer DEFAULT 0 NOT NULL,
	`revision_url` text,
	`revision_filename` text,
	`revision_width` integer,
	`revision_height` integer,
	`revised_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`closed_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`submission_id`) REFERENCES `submissions`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `critique_requests_queue_idx` ON `critique_requests` (`status`,`critique_count`,`created_at`);--> statement-breakpoint
CREATE INDEX `critique_requests_user_idx` ON `critique_requests` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `critique_requests_created_idx` ON `critique_requests` (`created_at`);--> statement-breakpoint
CREATE TABLE `critiques` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`request_id` integer NOT NULL,
	`critic_id` integer NOT NULL,
	`notes` text NOT NULL,
	`pins` text NOT NULL,
	`length` integer NOT NULL,
	`by_mentor` integer DEFAULT false NOT NULL,
	`helpfulness` integer,
	`rated_at` integer,
	`thanked_at` integer,
	`removed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`request_id`) REFERENCES `critique_requests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`critic_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `critiques_once_idx` ON `critiques` (`request_id`,`critic_id`);--> statement-breakpoint
CREATE INDEX `critiques_critic_idx` ON `critiques` (`critic_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `critiques_created_idx` ON `critiques` (`created_at`);--> statement-breakpoint
ALTER TABLE `reports` ADD `critique_id` integer REFERENCES critiques(id) ON DELETE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX `reports_critique_idx` ON `reports` (`critique_id`,`reporter_id`);