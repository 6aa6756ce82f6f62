CREATE TABLE `notification_lines` (
	`user_id` integer NOT NULL,
	`group_key` text NOT NULL,
	`latest_id` integer NOT NULL,
	`count` integer NOT NULL,
	`unseen` integer NOT NULL,
	PRIMARY KEY(`user_id`, `group_key`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notification_lines_latest_idx` ON `notification_lines` (`user_id`,`latest_id`);--> statement-breakpoint
CREATE INDEX `notification_lines_unseen_idx` ON `notification_lines` (`user_id`) WHERE "notification_lines"."unseen" > 0;--> statement-breakpoint
-- The lines of the notifications already written.
INSERT INTO `notification_lines` (`user_id`, `group_key`, `latest_id`, `count`, `unseen`)
SELECT `user_id`, `group_key`, max(`id`), count(*), sum(`seen_at` IS NULL) FROM `notifications` GROUP BY `user_id`, `group_key`;
--> statement-breakpoint
-- Kept in the statement that changes `notifications`, whichever it is (db/schema/notifications.ts).
-- A notification skipped by ON CONFLICT DO NOTHING was never inserted, and fires nothing.
CREATE TRIGGER `notification_lines_insert` AFTER INSERT ON `notifications` BEGIN
  INSERT INTO `notification_lines` (`user_id`, `group_key`, `latest_id`, `count`, `unseen`)
  VALUES (NEW.`user_id`, NEW.`group_key`, NEW.`id`, 1, NEW.`seen_at` IS NULL)
  ON CONFLICT (`user_id`, `group_key`) DO UPDATE SET
    `latest_id` = max(`latest_id`, excluded.`latest_id`),
    `count` = `count` + 1,
    `unseen` = `unseen` + excluded.`unseen`;
END;
--> statement-breakpoint
CREATE TRIGGER `notification_lines_seen` AFTER UPDATE OF `seen_at` ON `notifications`
WHEN (OLD.`seen_at` IS NULL) <> (NEW.`seen_at` IS NULL) BEGIN
  UPDATE `notification_lines` SET `unseen` = `unseen` + (NEW.`seen_at` IS NULL) - (OLD.`seen_at` IS NULL)
  WHERE `user_id` = NEW.`user_id` AND `group_key` = NEW.`group_key`;
END;
--> statement-breakpoint
CREATE TRIGGER `notification_lines_delete` AFTER DELETE ON `notifications` BEGIN
  UPDATE `notification_lines` SET
    `count` = `count` - 1,
    `unseen` = `unseen` - (OLD.`seen_at` IS NULL),
    `latest_id` = coalesce(
      (SELECT max(`id`) FROM `notifications` WHERE `user_id` = OLD.`user_id` AND `group_key` = OLD.`group_key`), 0)
  WHERE `user_id` = OLD.`user_id` AND `group_key` = OLD.`group_key`;
  DELETE FROM `notification_lines` WHERE `user_id` = OLD.`user_id` AND `group_key` = OLD.`group_key` AND `count` = 0;
END;
