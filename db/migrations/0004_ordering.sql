CREATE TABLE `order_requests` (
	`key` text PRIMARY KEY NOT NULL,
	`body_hash` text NOT NULL,
	`order_id` integer,
	`response` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `menu_items` ADD `category` text DEFAULT 'thali' NOT NULL;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `description` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `image` text;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `popular` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `spicy` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `featured` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `available` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `order_status_history` ADD `by` text DEFAULT 'system' NOT NULL;--> statement-breakpoint
ALTER TABLE `order_status_history` ADD `user_id` integer REFERENCES users(id);--> statement-breakpoint
ALTER TABLE `orders` ADD `source` text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `fulfilment` text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `village_id` integer REFERENCES villages(id);--> statement-breakpoint
ALTER TABLE `orders` ADD `village_name` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `address` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `landmark` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `note` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `payment_method` text DEFAULT 'cash' NOT NULL;--> statement-breakpoint
ALTER TABLE `orders` ADD `tracking_token_hash` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `print_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `orders_customer_phone_idx` ON `orders` (`customer_phone`,`created_at`);--> statement-breakpoint
ALTER TABLE `restaurants` ADD `opens_at` text DEFAULT '11:00' NOT NULL;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `closes_at` text DEFAULT '23:00' NOT NULL;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `is_storefront` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `restaurants_storefront_unique` ON `restaurants` (`is_storefront`) WHERE "restaurants"."is_storefront" = 1;--> statement-breakpoint
ALTER TABLE `villages` ADD `delivery_charge_paise` integer DEFAULT 3000 NOT NULL;--> statement-breakpoint
ALTER TABLE `villages` ADD `minimum_order_paise` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Changes made by an admin before "by" existed were all made by an admin.
UPDATE `order_status_history` SET `by` = 'admin' WHERE `admin_id` IS NOT NULL;
--> statement-breakpoint
-- The demo's own kitchen becomes the storefront of an existing database; otherwise an admin picks one.
UPDATE `restaurants` SET `is_storefront` = 1 WHERE `id` = (SELECT min(`id`) FROM `restaurants` WHERE `name` = 'Gaon Rasoi Janghai');
