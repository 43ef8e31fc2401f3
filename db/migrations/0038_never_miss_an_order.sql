CREATE TABLE `order_misses` (
	`order_id` integer PRIMARY KEY NOT NULL,
	`restaurant_id` integer NOT NULL,
	`missed_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `push_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer NOT NULL,
	`role` text NOT NULL,
	`account_id` integer NOT NULL,
	`subscription_id` integer NOT NULL,
	`type` text NOT NULL,
	`at` integer NOT NULL,
	`result` text NOT NULL,
	`status` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `push_deliveries_order_idx` ON `push_deliveries` (`order_id`,`at`);--> statement-breakpoint
ALTER TABLE `order_pushes` ADD `rider_next_ring_at` integer;--> statement-breakpoint
CREATE INDEX `order_pushes_rider_ring_idx` ON `order_pushes` (`rider_next_ring_at`);--> statement-breakpoint
ALTER TABLE `orders` ADD `rider_acknowledged_by` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `rider_acknowledged_at` integer;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `pause_after_missed` integer;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `missed_run` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `auto_paused_missed` integer;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `auto_accept` integer DEFAULT false NOT NULL;