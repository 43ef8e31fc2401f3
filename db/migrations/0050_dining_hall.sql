CREATE TABLE `tables` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`restaurant_id` integer NOT NULL,
	`name` text NOT NULL,
	`seats` integer NOT NULL,
	`token` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`deleted_at` integer,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "tables_seats_check" CHECK("tables"."seats" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tables_token_unique` ON `tables` (`token`);--> statement-breakpoint
CREATE INDEX `tables_restaurant_idx` ON `tables` (`restaurant_id`);--> statement-breakpoint
CREATE TABLE `table_sittings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`table_id` integer NOT NULL,
	`opened_at` integer NOT NULL,
	`bill_asked_at` integer,
	`closed_at` integer,
	`closed_by_name` text,
	`bill_order_id` integer,
	FOREIGN KEY (`table_id`) REFERENCES `tables`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`bill_order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `table_sittings_open_unique` ON `table_sittings` (`table_id`) WHERE "table_sittings"."closed_at" is null;--> statement-breakpoint
ALTER TABLE `orders` ADD `table_id` integer REFERENCES tables(id);--> statement-breakpoint
ALTER TABLE `orders` ADD `sitting_id` integer REFERENCES table_sittings(id);--> statement-breakpoint
CREATE INDEX `orders_sitting_idx` ON `orders` (`sitting_id`) WHERE "orders"."sitting_id" is not null;