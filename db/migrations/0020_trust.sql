CREATE TABLE `phone_strikes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`phone` text NOT NULL,
	`order_id` integer,
	`at` integer NOT NULL,
	`by` text NOT NULL,
	`by_name` text,
	`reason` text,
	`cleared_at` integer,
	`cleared_by_name` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `phone_strikes_phone_idx` ON `phone_strikes` (`phone`,`cleared_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `phone_strikes_order_unique` ON `phone_strikes` (`order_id`);--> statement-breakpoint
CREATE TABLE `settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`hold_first_order` integer DEFAULT true NOT NULL,
	`hold_cash_above_paise` integer DEFAULT 100000,
	`strike_limit` integer DEFAULT 2 NOT NULL,
	`at_strike_limit` text DEFAULT 'upi_only' NOT NULL,
	`updated_at` integer,
	`updated_by_name` text,
	CONSTRAINT "settings_one_row_check" CHECK("settings"."id" = 1),
	CONSTRAINT "settings_strike_limit_check" CHECK("settings"."strike_limit" between 1 and 20),
	CONSTRAINT "settings_at_strike_limit_check" CHECK("settings"."at_strike_limit" in ('upi_only','blocked'))
);
--> statement-breakpoint
ALTER TABLE `orders` ADD `hold_reason` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `confirmed_by` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `confirmed_by_name` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `fake_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `fake_by` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `fake_by_name` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `fake_reason` text;