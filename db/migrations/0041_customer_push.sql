CREATE TABLE `customer_push_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`sent` text DEFAULT '' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "customer_push_subscriptions_language_check" CHECK("customer_push_subscriptions"."language" in ('hi','en'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customer_push_subscriptions_order_endpoint_unique` ON `customer_push_subscriptions` (`order_id`,`endpoint`);