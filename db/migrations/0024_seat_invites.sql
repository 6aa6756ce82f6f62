ALTER TABLE `webinar_registrations` ADD `seat_changes` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `webinar_registrations` ADD `last_invite` text;