CREATE TABLE `webinar_recording_parts` (
	`take_id` integer NOT NULL,
	`part_number` integer NOT NULL,
	`etag` text NOT NULL,
	`bytes` integer NOT NULL,
	PRIMARY KEY(`take_id`, `part_number`),
	FOREIGN KEY (`take_id`) REFERENCES `webinar_recording_takes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `webinar_recording_takes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`recording_id` integer NOT NULL,
	`object_key` text NOT NULL,
	`upload_id` text NOT NULL,
	`finished_at` integer,
	`completed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`recording_id`) REFERENCES `webinar_recordings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webinar_recording_takes_recording_idx` ON `webinar_recording_takes` (`recording_id`);--> statement-breakpoint
CREATE TABLE `webinar_recordings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`webinar_id` integer NOT NULL,
	`status` text DEFAULT 'recording' NOT NULL,
	`object_key` text,
	`bytes` integer,
	`duration_ms` integer,
	`published` integer DEFAULT true NOT NULL,
	`is_public` integer DEFAULT false NOT NULL,
	`keep_until` integer,
	`lease_until` integer,
	`failure` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`ready_at` integer,
	FOREIGN KEY (`webinar_id`) REFERENCES `webinars`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webinar_recordings_webinar_idx` ON `webinar_recordings` (`webinar_id`);--> statement-breakpoint
CREATE INDEX `webinar_recordings_status_idx` ON `webinar_recordings` (`status`);