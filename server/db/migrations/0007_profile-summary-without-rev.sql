-- Written by hand: SQLite drops no column that a trigger still names.
DROP TRIGGER IF EXISTS `profiles_summary_rev`;--> statement-breakpoint
ALTER TABLE `profiles` DROP COLUMN `summary_rev`;
