ALTER TABLE `orders` ADD `scheduled_for` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `ring_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `rung_at` integer;--> statement-breakpoint
CREATE INDEX `orders_restaurant_due_idx` ON `orders` (`restaurant_id`,coalesce("scheduled_for", "created_at"));--> statement-breakpoint
CREATE INDEX `orders_scheduled_idx` ON `orders` (`scheduled_for`) WHERE "orders"."scheduled_for" is not null;--> statement-breakpoint
CREATE INDEX `orders_ring_due_idx` ON `orders` (`ring_at`) WHERE "orders"."ring_at" is not null and "orders"."rung_at" is null;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `max_orders_per_slot` integer;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `slot_minutes` integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `lead_minutes` integer DEFAULT 30 NOT NULL;