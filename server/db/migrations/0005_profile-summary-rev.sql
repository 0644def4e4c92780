ALTER TABLE `profiles` ADD `summary_rev` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The profile route trusts the revision: a write of the summary that does not count it up (a
-- script, a repair by hand) counts it up here.
CREATE TRIGGER `profiles_summary_rev` AFTER UPDATE OF `summary` ON `profiles`
WHEN NEW.`summary_rev` = OLD.`summary_rev`
BEGIN
  UPDATE `profiles` SET `summary_rev` = OLD.`summary_rev` + 1 WHERE `user_id` = NEW.`user_id`;
END;
