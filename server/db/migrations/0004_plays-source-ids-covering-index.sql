DROP INDEX `plays_user_created_idx`;--> statement-breakpoint
CREATE INDEX `plays_user_game_created_idx` ON `plays` (`user_id`,`game_id`,`created_at`,`source_ids`);