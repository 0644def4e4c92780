DROP INDEX `game_sessions_user_completed_idx`;--> statement-breakpoint
CREATE INDEX `game_sessions_user_completed_idx` ON `game_sessions` (`user_id`,`completed_at`,`game_category`,`points_earned`);