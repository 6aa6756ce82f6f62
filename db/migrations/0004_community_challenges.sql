ALTER TABLE `challenges` ADD `creator_id` integer REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `challenges` ADD `privacy_type` text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE `challenges` ADD `invite_code` text;--> statement-breakpoint
CREATE INDEX `challenges_creator_idx` ON `challenges` (`creator_id`,`privacy_type`,`start_date`);