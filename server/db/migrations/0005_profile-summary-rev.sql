ALTER TABLE `profiles` ADD `summary_rev` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The profile route trusts the revision, so every write of the summary counts it up here: the
-- server's own, a script's, a repair by hand.
CREATE TRIGGER `profiles_summary_rev` AFTER UPDATE OF `summary` ON `profiles`
WHEN NEW.`summary_rev` = OLD.`summary_rev`
BEGIN
  UPDATE `profiles` SET `summary_rev` = OLD.`summary_rev` + 1 WHERE `user_id` = NEW.`user_id`;
END;
