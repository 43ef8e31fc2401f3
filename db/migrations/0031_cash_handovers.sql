CREATE TABLE `cash_handovers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`rider_id` integer,
	`rider_name` text NOT NULL,
	`day` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`recorded_at` integer NOT NULL,
	`recorded_by_id` integer,
	`recorded_by_name` text NOT NULL,
	FOREIGN KEY (`rider_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`recorded_by_id`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "cash_handovers_amount_check" CHECK("cash_handovers"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE INDEX `cash_handovers_day_rider_idx` ON `cash_handovers` (`day`,`rider_id`);--> statement-breakpoint
-- Written by hand: drizzle-kit splits an index expression at its commas and quotes the parts as columns.
CREATE INDEX `orders_status_finished_idx` ON `orders` (`status`, coalesce("updated_at", "created_at"));