CREATE TABLE `backups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`trigger` text NOT NULL,
	`status` text DEFAULT 'running' NOT NULL,
	`by_user_id` integer,
	`migration` text,
	`progress` text,
	`tables` integer DEFAULT 0 NOT NULL,
	`rows` integer DEFAULT 0 NOT NULL,
	`bytes` integer DEFAULT 0 NOT NULL,
	`manifest_sha256` text,
	`error` text,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	`pruned_at` integer,
	FOREIGN KEY (`by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `backups_one_running` ON `backups` (`status`) WHERE status = 'running';--> statement-breakpoint
CREATE INDEX `backups_started_idx` ON `backups` (`started_at`);--> statement-breakpoint
CREATE TABLE `integrity_findings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scan_id` integer NOT NULL,
	`key` text NOT NULL,
	`kind` text NOT NULL,
	`user_id` integer,
	`problem` text NOT NULL,
	`expected` text,
	`found` text,
	`resolved_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`scan_id`) REFERENCES `integrity_scans`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `integrity_findings_unique` ON `integrity_findings` (`scan_id`,`key`);--> statement-breakpoint
CREATE INDEX `integrity_findings_user_idx` ON `integrity_findings` (`user_id`);--> statement-breakpoint
CREATE INDEX `integrity_findings_key_idx` ON `integrity_findings` (`key`);--> statement-breakpoint
CREATE TABLE `integrity_scans` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`trigger` text NOT NULL,
	`status` text DEFAULT 'running' NOT NULL,
	`by_user_id` integer,
	`cursor` text,
	`checked` integer DEFAULT 0 NOT NULL,
	`missing` integer DEFAULT 0 NOT NULL,
	`damaged` integer DEFAULT 0 NOT NULL,
	`error` text,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `integrity_scans_one_running` ON `integrity_scans` (`status`) WHERE status = 'running';--> statement-breakpoint
CREATE INDEX `integrity_scans_started_idx` ON `integrity_scans` (`started_at`);--> statement-breakpoint
CREATE TABLE `quarantined_objects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`quarantine_key` text NOT NULL,
	`kind` text NOT NULL,
	`user_id` integer,
	`subject_type` text,
	`subject_id` integer,
	`reason` text NOT NULL,
	`by_user_id` integer,
	`size` integer,
	`sha256` text,
	`purge_after` integer NOT NULL,
	`restored_at` integer,
	`restored_by` integer,
	`purged_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`restored_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `quarantined_objects_quarantine_key_unique` ON `quarantined_objects` (`quarantine_key`);--> statement-breakpoint
CREATE INDEX `quarantined_objects_due_idx` ON `quarantined_objects` (`purge_after`) WHERE restored_at IS NULL AND purged_at IS NULL;--> statement-breakpoint
CREATE INDEX `quarantined_objects_key_idx` ON `quarantined_objects` (`key`);--> statement-breakpoint
CREATE INDEX `quarantined_objects_subject_idx` ON `quarantined_objects` (`subject_type`,`subject_id`);--> statement-breakpoint
CREATE INDEX `quarantined_objects_created_idx` ON `quarantined_objects` (`created_at`);--> statement-breakpoint
CREATE TABLE `recovery_notices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`what_happened` text NOT NULL,
	`affected_from` text,
	`affected_until` text,
	`what_to_do` text NOT NULL,
	`by_user_id` integer,
	`closed_at` integer,
	`updated_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recovery_notices_one_open` ON `recovery_notices` ((1)) WHERE closed_at IS NULL;--> statement-breakpoint
CREATE TABLE `restore_drills` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`backup_id` integer NOT NULL,
	`status` text DEFAULT 'running' NOT NULL,
	`by_user_id` integer,
	`progress` text,
	`report` text,
	`error` text,
	`started_at` integer NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`backup_id`) REFERENCES `backups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `restore_drills_one_running` ON `restore_drills` (`status`) WHERE status = 'running';--> statement-breakpoint
CREATE INDEX `restore_drills_backup_idx` ON `restore_drills` (`backup_id`);--> statement-breakpoint
CREATE TABLE `stored_objects` (
	`key` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`user_id` integer,
	`size` integer,
	`sha256` text,
	`part_sha256` text,
	`checked_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `stored_objects_unhashed_idx` ON `stored_objects` (`key`) WHERE sha256 IS NULL;--> statement-breakpoint
CREATE INDEX `stored_objects_user_idx` ON `stored_objects` (`user_id`);--> statement-breakpoint
ALTER TABLE `submissions` ADD `original_sha256` text;--> statement-breakpoint
CREATE INDEX `submissions_original_idx` ON `submissions` (`original_sha256`);--> statement-breakpoint
CREATE INDEX `submissions_filename_idx` ON `submissions` (`filename`);