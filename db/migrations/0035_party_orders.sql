CREATE TABLE `party_blocked_dates` (
	`date` text PRIMARY KEY NOT NULL,
	`note` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `party_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`token_hash` text NOT NULL,
	`source` text DEFAULT 'online' NOT NULL,
	`restaurant_id` integer NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`date` text NOT NULL,
	`time` text,
	`guests` integer NOT NULL,
	`village_id` integer,
	`village_name` text,
	`address` text,
	`notes` text,
	`status` text DEFAULT 'requested' NOT NULL,
	`per_plate_paise` integer,
	`items` text,
	`delivery_charge_paise` integer,
	`advance_percent` integer,
	`valid_until` integer,
	`serve_at` text,
	`subtotal_paise` integer,
	`tax_paise` integer,
	`total_paise` integer,
	`advance_paise` integer,
	`quoted_at` integer,
	`quoted_by_name` text,
	`accepted_at` integer,
	`customer_paid_at` integer,
	`customer_utr` text,
	`advance_paid_at` integer,
	`advance_utr` text,
	`advance_confirmed_by_name` text,
	`order_id` integer,
	`closed_at` integer,
	`closed_reason` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`village_id`) REFERENCES `villages`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "party_requests_status_check" CHECK("party_requests"."status" in ('requested','quoted','accepted','advance_paid','declined','expired','cancelled')),
	CONSTRAINT "party_requests_guests_check" CHECK("party_requests"."guests" > 0)
);
--> statement-breakpoint
CREATE INDEX `party_requests_date_idx` ON `party_requests` (`date`,`status`);--> statement-breakpoint
CREATE INDEX `party_requests_created_idx` ON `party_requests` (`created_at`);--> statement-breakpoint
CREATE INDEX `party_requests_phone_idx` ON `party_requests` (`phone`);--> statement-breakpoint
CREATE UNIQUE INDEX `party_requests_advance_utr_unique` ON `party_requests` (`advance_utr`) WHERE "party_requests"."advance_utr" is not null;--> statement-breakpoint
ALTER TABLE `orders` ADD `party_request_id` integer REFERENCES party_requests(id);--> statement-breakpoint
ALTER TABLE `orders` ADD `advance_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `settings` ADD `party_guests_per_day` integer;