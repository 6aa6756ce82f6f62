ALTER TABLE `auth_tokens` ADD `attempts` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `sign_in_code_until` integer;