CREATE TABLE `customer_announcement_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "customer_announcement_subscriptions_language_check" CHECK("customer_announcement_subscriptions"."language" in ('hi','en'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customer_announcement_subscriptions_endpoint_unique` ON `customer_announcement_subscriptions` (`endpoint`);