CREATE TABLE `payment_records` (
	`checkout_session_id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`provider` text NOT NULL,
	`description` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`subscription_id` text,
	`immediate_start_consent_at` integer,
	`paid_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `payment_records_paid_idx` ON `payment_records` (`paid_at`);--> statement-breakpoint
ALTER TABLE `purchases` ADD `immediate_start_consent_at` integer;--> statement-breakpoint
ALTER TABLE `subscriptions` ADD `cancel_requested_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `parent_consent_at` integer;