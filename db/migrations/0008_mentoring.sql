CREATE TABLE `mentor_reviews` (
	`session_id` integer PRIMARY KEY NOT NULL,
	`mentor_id` integer NOT NULL,
	`student_id` integer NOT NULL,
	`rating` integer NOT NULL,
	`comment` text DEFAULT '' NOT NULL,
	`reply` text,
	`replied_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`session_id`) REFERENCES `mentor_sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`mentor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`student_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mentor_reviews_mentor_idx` ON `mentor_reviews` (`mentor_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `mentor_sessions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text DEFAULT 'booked' NOT NULL,
	`mentor_id` integer NOT NULL,
	`student_id` integer NOT NULL,
	`session_type` text NOT NULL,
	`duration_minutes` integer NOT NULL,
	`price_cents` integer NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`student_time_zone` text DEFAULT 'UTC' NOT NULL,
	`status` text DEFAULT 'pending_payment' NOT NULL,
	`hold_until` integer,
	`checkout_id` text,
	`payment_id` text,
	`rescheduled_at` integer,
	`mentor_joined_at` integer,
	`student_joined_at` integer,
	`cancelled_at` integer,
	`refund_due` integer DEFAULT false NOT NULL,
	`refunded_at` integer,
	`reminded_24h_at` integer,
	`reminded_1h_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`mentor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`student_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mentor_sessions_mentor_idx` ON `mentor_sessions` (`mentor_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `mentor_sessions_student_idx` ON `mentor_sessions` (`student_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `mentor_sessions_status_idx` ON `mentor_sessions` (`status`,`starts_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `mentor_sessions_checkout_idx` ON `mentor_sessions` (`checkout_id`);--> statement-breakpoint
CREATE TABLE `mentorship_images` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`image_url` text NOT NULL,
	`alt` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `mentorship_images_position_idx` ON `mentorship_images` (`position`);--> statement-breakpoint
ALTER TABLE `dev_mail` ADD `attachments` text;--> statement-breakpoint
ALTER TABLE `mail_outbox` ADD `attachments` text;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `slug` text;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `headline` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `bio` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `specialties` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `years_experience` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `portfolio_links` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `hourly_rate_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `session_offers` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `time_zone` text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `languages` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `submitted_at` integer;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `review_note` text;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `suspended_at` integer;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `featured_at` integer;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `weekly_hours` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `date_overrides` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `time_off` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `buffer_minutes` integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `min_notice_minutes` integer DEFAULT 720 NOT NULL;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `booking_window_days` integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `next_available_at` integer;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `rating_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `rating_sum` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `mentor_profiles` ADD `updated_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `mentor_profiles_slug_unique` ON `mentor_profiles` (`slug`);--> statement-breakpoint
CREATE INDEX `mentor_profiles_listed_idx` ON `mentor_profiles` (`profile_status`,`suspended_at`,`next_available_at`);--> statement-breakpoint
CREATE INDEX `mentor_profiles_featured_idx` ON `mentor_profiles` (`featured_at`);