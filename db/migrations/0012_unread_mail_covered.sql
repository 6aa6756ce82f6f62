ALTER TABLE `message_mail_notices` ADD `covered_message_id` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A mail sent before this covered the messages at least 15 minutes old when it went out (the
-- pass's threshold then), so each notice starts from the newest of those: nothing already
-- mailed about is mailed again, and the messages that were too fresh then (skipped for good
-- before) get their mail. `mailed_at` stays, so the one mail per thread an hour still holds.
UPDATE `message_mail_notices` SET `covered_message_id` = coalesce((
	SELECT max(m.`id`) FROM `messages` m
	WHERE m.`conversation_id` = `message_mail_notices`.`conversation_id`
		AND m.`recipient_id` = `message_mail_notices`.`recipient_id`
		AND m.`created_at` <= `message_mail_notices`.`mailed_at` - 15 * 60000
), 0);
