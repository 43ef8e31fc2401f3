CREATE TABLE `order_pushes` (
	`order_id` integer PRIMARY KEY NOT NULL,
	`ring_started_at` integer,
	`next_ring_at` integer,
	`rings` integer DEFAULT 0 NOT NULL,
	`confirmed_at_seen` integer,
	`opened_at` integer,
	`escalated_at` integer,
	`rider_id` integer,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_pushes_next_ring_idx` ON `order_pushes` (`next_ring_at`);--> statement-breakpoint
CREATE INDEX `order_pushes_escalate_idx` ON `order_pushes` (`escalated_at`,`ring_started_at`);--> statement-breakpoint
CREATE TABLE `push_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`public_key` text NOT NULL,
	`private_key` text NOT NULL,
	`event_cursor` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "push_state_one_row_check" CHECK("push_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`role` text NOT NULL,
	`account_id` integer NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`token_version` integer NOT NULL,
	`expires_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "push_subscriptions_role_check" CHECK("push_subscriptions"."role" in ('admin','vendor','delivery'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint_unique` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_account_idx` ON `push_subscriptions` (`role`,`account_id`);