-- The orders table is rebuilt (SQLite cannot change a CHECK in place) to take a discount and tax in its money check:
-- every row is copied with its id, and its indexes and triggers are created again as they were, except that the
-- commission rollups now count the food amount after the discount: max(subtotal - discount, 0) x commission_bp.
PRAGMA foreign_keys=OFF;
--> statement-breakpoint
CREATE TABLE `__new_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer,
	`customer_name` text NOT NULL,
	`customer_phone` text,
	`restaurant_id` integer NOT NULL,
	`restaurant_name` text NOT NULL,
	`delivery_person_id` integer,
	`delivery_person_name` text,
	`status` text DEFAULT 'placed' NOT NULL,
	`subtotal_paise` integer NOT NULL,
	`delivery_charge_paise` integer DEFAULT 0 NOT NULL,
	`total_paise` integer NOT NULL,
	`commission_bp` integer DEFAULT 1000 NOT NULL,
	`source` text DEFAULT 'demo' NOT NULL,
	`fulfilment` text DEFAULT 'delivery' NOT NULL,
	`village_id` integer,
	`village_name` text,
	`address` text,
	`landmark` text,
	`note` text,
	`payment_method` text DEFAULT 'cash' NOT NULL,
	`payment_status` text DEFAULT 'cash_on_delivery' NOT NULL,
	`utr` text,
	`discount_paise` integer DEFAULT 0 NOT NULL,
	`tax_paise` integer DEFAULT 0 NOT NULL,
	`coupon_code` text,
	`coupon_id` integer,
	`tracking_token_hash` text,
	`print_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer,
	`ready_at` integer,
	FOREIGN KEY (`customer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`delivery_person_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`village_id`) REFERENCES `villages`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`coupon_id`) REFERENCES `coupons`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "orders_status_check" CHECK("status" in ('placed','accepted','preparing','out_for_delivery','delivered','cancelled')),
	CONSTRAINT "orders_money_check" CHECK("subtotal_paise" >= 0 and "delivery_charge_paise" >= 0 and "discount_paise" >= 0 and "tax_paise" >= 0 and "discount_paise" <= "subtotal_paise" + "delivery_charge_paise" and "total_paise" = "subtotal_paise" + "delivery_charge_paise" - "discount_paise" + "tax_paise")
);
--> statement-breakpoint
INSERT INTO `__new_orders`("id", "customer_id", "customer_name", "customer_phone", "restaurant_id", "restaurant_name", "delivery_person_id", "delivery_person_name", "status", "subtotal_paise", "delivery_charge_paise", "total_paise", "commission_bp", "source", "fulfilment", "village_id", "village_name", "address", "landmark", "note", "payment_method", "tracking_token_hash", "print_count", "created_at", "updated_at", "ready_at") SELECT "id", "customer_id", "customer_name", "customer_phone", "restaurant_id", "restaurant_name", "delivery_person_id", "delivery_person_name", "status", "subtotal_paise", "delivery_charge_paise", "total_paise", "commission_bp", "source", "fulfilment", "village_id", "village_name", "address", "landmark", "note", "payment_method", "tracking_token_hash", "print_count", "created_at", "updated_at", "ready_at" FROM `orders`;
--> statement-breakpoint
-- The triggers of order_items read orders: they are set aside while the table is swapped.
DROP TRIGGER `order_items_derived_ai`;
--> statement-breakpoint
DROP TRIGGER `order_items_derived_ad`;
--> statement-breakpoint
DROP TRIGGER `order_items_derived_au`;
--> statement-breakpoint
DROP TABLE `orders`;
--> statement-breakpoint
ALTER TABLE `__new_orders` RENAME TO `orders`;
--> statement-breakpoint
PRAGMA foreign_keys=ON;
--> statement-breakpoint
CREATE TRIGGER `order_items_derived_ai` AFTER INSERT ON `order_items` BEGIN
	INSERT INTO dish_daily_stats (day, name, quantity)
		SELECT ((o.created_at + 19800000) / 86400000), new.name, new.quantity FROM orders o WHERE o.id = new.order_id AND o.status != 'cancelled'
		ON CONFLICT (day, name) DO UPDATE SET quantity = quantity + excluded.quantity;
END;
--> statement-breakpoint
CREATE TRIGGER `order_items_derived_ad` AFTER DELETE ON `order_items` BEGIN
	UPDATE dish_daily_stats SET quantity = quantity - old.quantity
		WHERE name = old.name AND day = (SELECT ((created_at + 19800000) / 86400000) FROM orders WHERE id = old.order_id AND status != 'cancelled');
END;
--> statement-breakpoint
CREATE TRIGGER `order_items_derived_au` AFTER UPDATE OF order_id, name, quantity ON `order_items` BEGIN
	UPDATE dish_daily_stats SET quantity = quantity - old.quantity
		WHERE name = old.name AND day = (SELECT ((created_at + 19800000) / 86400000) FROM orders WHERE id = old.order_id AND status != 'cancelled');
	INSERT INTO dish_daily_stats (day, name, quantity)
		SELECT ((o.created_at + 19800000) / 86400000), new.name, new.quantity FROM orders o WHERE o.id = new.order_id AND o.status != 'cancelled'
		ON CONFLICT (day, name) DO UPDATE SET quantity = quantity + excluded.quantity;
END;
--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`);
--> statement-breakpoint
CREATE INDEX `orders_restaurant_created_idx` ON `orders` (`restaurant_id`,`created_at`);
--> statement-breakpoint
CREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at`);
--> statement-breakpoint
CREATE INDEX `orders_customer_name_idx` ON `orders` (`customer_name`);
--> statement-breakpoint
CREATE INDEX `orders_customer_idx` ON `orders` (`customer_id`);
--> statement-breakpoint
CREATE INDEX `orders_delivery_person_idx` ON `orders` (`delivery_person_id`,`status`);
--> statement-breakpoint
CREATE INDEX `orders_created_customer_idx` ON `orders` (`created_at`,`customer_id`);
--> statement-breakpoint
CREATE TRIGGER `orders_derived_bd` BEFORE DELETE ON `orders` BEGIN
	UPDATE dish_daily_stats SET quantity = quantity - (SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = old.id AND i.name = dish_daily_stats.name)
		WHERE old.status != 'cancelled' AND day = ((old.created_at + 19800000) / 86400000) AND name IN (SELECT name FROM order_items WHERE order_id = old.id);
END;
--> statement-breakpoint
CREATE TRIGGER `orders_derived_au_names` AFTER UPDATE OF customer_name, restaurant_name ON `orders`
WHEN old.customer_name IS NOT new.customer_name OR old.restaurant_name IS NOT new.restaurant_name BEGIN
	INSERT INTO orders_fts (orders_fts, rowid, customer_name, restaurant_name) VALUES ('delete', old.id, old.customer_name, old.restaurant_name);
	INSERT INTO orders_fts (rowid, customer_name, restaurant_name) VALUES (new.id, new.customer_name, new.restaurant_name);
END;
--> statement-breakpoint
CREATE TRIGGER `orders_derived_au_dishes` AFTER UPDATE OF status, created_at ON `orders`
WHEN (old.status = 'cancelled') IS NOT (new.status = 'cancelled') OR ((old.created_at + 19800000) / 86400000) IS NOT ((new.created_at + 19800000) / 86400000) BEGIN
	UPDATE dish_daily_stats SET quantity = quantity - (SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = new.id AND i.name = dish_daily_stats.name)
		WHERE old.status != 'cancelled' AND day = ((old.created_at + 19800000) / 86400000) AND name IN (SELECT name FROM order_items WHERE order_id = new.id);
	INSERT INTO dish_daily_stats (day, name, quantity)
		SELECT ((new.created_at + 19800000) / 86400000), name, sum(quantity) FROM order_items WHERE order_id = new.id AND new.status != 'cancelled' GROUP BY name
		ON CONFLICT (day, name) DO UPDATE SET quantity = quantity + excluded.quantity;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_derived_au_customer` AFTER UPDATE OF customer_id ON `orders`
WHEN old.customer_id IS NOT new.customer_id BEGIN
	INSERT INTO customer_order_counts (customer_id, n) SELECT old.customer_id, -1 WHERE old.customer_id IS NOT NULL
		ON CONFLICT (customer_id) DO UPDATE SET n = n - 1;
	INSERT INTO customer_order_counts (customer_id, n) SELECT new.customer_id, 1 WHERE new.customer_id IS NOT NULL
		ON CONFLICT (customer_id) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE INDEX `orders_customer_phone_idx` ON `orders` (`customer_phone`,`created_at`);
--> statement-breakpoint
CREATE TRIGGER `orders_derived_ai` AFTER INSERT ON `orders` BEGIN
	INSERT INTO orders_fts (rowid, customer_name, restaurant_name) VALUES (new.id, new.customer_name, new.restaurant_name);
	INSERT INTO order_status_counts (status, n) VALUES (new.status, 1)
		ON CONFLICT (status) DO UPDATE SET n = n + 1;
	INSERT INTO restaurant_order_stats (status, restaurant_id, orders, subtotal, delivery, total, commission)
		VALUES (new.status, new.restaurant_id, 1, new.subtotal_paise, new.delivery_charge_paise, new.total_paise, max(new.subtotal_paise - new.discount_paise, 0) * new.commission_bp)
		ON CONFLICT (status, restaurant_id) DO UPDATE SET orders = orders + 1, subtotal = subtotal + new.subtotal_paise,
			delivery = delivery + new.delivery_charge_paise, total = total + new.total_paise, commission = commission + max(new.subtotal_paise - new.discount_paise, 0) * new.commission_bp;
	INSERT INTO order_daily_stats (status, day, restaurant_id, orders, subtotal, delivery, total, commission)
		VALUES (new.status, ((new.created_at + 19800000) / 86400000), new.restaurant_id, 1, new.subtotal_paise, new.delivery_charge_paise, new.total_paise, max(new.subtotal_paise - new.discount_paise, 0) * new.commission_bp)
		ON CONFLICT (status, day, restaurant_id) DO UPDATE SET orders = orders + 1, subtotal = subtotal + new.subtotal_paise,
			delivery = delivery + new.delivery_charge_paise, total = total + new.total_paise, commission = commission + max(new.subtotal_paise - new.discount_paise, 0) * new.commission_bp;
	INSERT INTO customer_order_counts (customer_id, n) SELECT new.customer_id, 1 WHERE new.customer_id IS NOT NULL
		ON CONFLICT (customer_id) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_derived_ad` AFTER DELETE ON `orders` BEGIN
	INSERT INTO orders_fts (orders_fts, rowid, customer_name, restaurant_name) VALUES ('delete', old.id, old.customer_name, old.restaurant_name);
	INSERT INTO order_status_counts (status, n) VALUES (old.status, -1)
		ON CONFLICT (status) DO UPDATE SET n = n - 1;
	INSERT INTO restaurant_order_stats (status, restaurant_id, orders, subtotal, delivery, total, commission)
		VALUES (old.status, old.restaurant_id, -1, -old.subtotal_paise, -old.delivery_charge_paise, -old.total_paise, -max(old.subtotal_paise - old.discount_paise, 0) * old.commission_bp)
		ON CONFLICT (status, restaurant_id) DO UPDATE SET orders = orders - 1, subtotal = subtotal - old.subtotal_paise,
			delivery = delivery - old.delivery_charge_paise, total = total - old.total_paise, commission = commission - max(old.subtotal_paise - old.discount_paise, 0) * old.commission_bp;
	INSERT INTO order_daily_stats (status, day, restaurant_id, orders, subtotal, delivery, total, commission)
		VALUES (old.status, ((old.created_at + 19800000) / 86400000), old.restaurant_id, -1, -old.subtotal_paise, -old.delivery_charge_paise, -old.total_paise, -max(old.subtotal_paise - old.discount_paise, 0) * old.commission_bp)
		ON CONFLICT (status, day, restaurant_id) DO UPDATE SET orders = orders - 1, subtotal = subtotal - old.subtotal_paise,
			delivery = delivery - old.delivery_charge_paise, total = total - old.total_paise, commission = commission - max(old.subtotal_paise - old.discount_paise, 0) * old.commission_bp;
	INSERT INTO customer_order_counts (customer_id, n) SELECT old.customer_id, -1 WHERE old.customer_id IS NOT NULL
		ON CONFLICT (customer_id) DO UPDATE SET n = n - 1;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_derived_au_stats` AFTER UPDATE OF status, restaurant_id, created_at, subtotal_paise, delivery_charge_paise, total_paise, commission_bp, discount_paise ON `orders`
WHEN old.status IS NOT new.status OR old.restaurant_id IS NOT new.restaurant_id OR old.created_at IS NOT new.created_at
	OR old.subtotal_paise IS NOT new.subtotal_paise OR old.delivery_charge_paise IS NOT new.delivery_charge_paise OR old.total_paise IS NOT new.total_paise
	OR old.commission_bp IS NOT new.commission_bp OR old.discount_paise IS NOT new.discount_paise BEGIN
	INSERT INTO order_status_counts (status, n) VALUES (old.status, -1)
		ON CONFLICT (status) DO UPDATE SET n = n - 1;
	INSERT INTO restaurant_order_stats (status, restaurant_id, orders, subtotal, delivery, total, commission)
		VALUES (old.status, old.restaurant_id, -1, -old.subtotal_paise, -old.delivery_charge_paise, -old.total_paise, -max(old.subtotal_paise - old.discount_paise, 0) * old.commission_bp)
		ON CONFLICT (status, restaurant_id) DO UPDATE SET orders = orders - 1, subtotal = subtotal - old.subtotal_paise,
			delivery = delivery - old.delivery_charge_paise, total = total - old.total_paise, commission = commission - max(old.subtotal_paise - old.discount_paise, 0) * old.commission_bp;
	INSERT INTO order_daily_stats (status, day, restaurant_id, orders, subtotal, delivery, total, commission)
		VALUES (old.status, ((old.created_at + 19800000) / 86400000), old.restaurant_id, -1, -old.subtotal_paise, -old.delivery_charge_paise, -old.total_paise, -max(old.subtotal_paise - old.discount_paise, 0) * old.commission_bp)
		ON CONFLICT (status, day, restaurant_id) DO UPDATE SET orders = orders - 1, subtotal = subtotal - old.subtotal_paise,
			delivery = delivery - old.delivery_charge_paise, total = total - old.total_paise, commission = commission - max(old.subtotal_paise - old.discount_paise, 0) * old.commission_bp;
	INSERT INTO order_status_counts (status, n) VALUES (new.status, 1)
		ON CONFLICT (status) DO UPDATE SET n = n + 1;
	INSERT INTO restaurant_order_stats (status, restaurant_id, orders, subtotal, delivery, total, commission)
		VALUES (new.status, new.restaurant_id, 1, new.subtotal_paise, new.delivery_charge_paise, new.total_paise, max(new.subtotal_paise - new.discount_paise, 0) * new.commission_bp)
		ON CONFLICT (status, restaurant_id) DO UPDATE SET orders = orders + 1, subtotal = subtotal + new.subtotal_paise,
			delivery = delivery + new.delivery_charge_paise, total = total + new.total_paise, commission = commission + max(new.subtotal_paise - new.discount_paise, 0) * new.commission_bp;
	INSERT INTO order_daily_stats (status, day, restaurant_id, orders, subtotal, delivery, total, commission)
		VALUES (new.status, ((new.created_at + 19800000) / 86400000), new.restaurant_id, 1, new.subtotal_paise, new.delivery_charge_paise, new.total_paise, max(new.subtotal_paise - new.discount_paise, 0) * new.commission_bp)
		ON CONFLICT (status, day, restaurant_id) DO UPDATE SET orders = orders + 1, subtotal = subtotal + new.subtotal_paise,
			delivery = delivery + new.delivery_charge_paise, total = total + new.total_paise, commission = commission + max(new.subtotal_paise - new.discount_paise, 0) * new.commission_bp;
END;
--> statement-breakpoint
CREATE TRIGGER `order_events_on_insert` AFTER INSERT ON `orders` BEGIN
	INSERT INTO `order_events` (`type`, `order_id`, `restaurant_id`, `delivery_person_id`)
	VALUES ('order.created', new.`id`, new.`restaurant_id`, new.`delivery_person_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `order_events_on_update` AFTER UPDATE ON `orders` BEGIN
	INSERT INTO `order_events` (`type`, `order_id`, `restaurant_id`, `delivery_person_id`, `previous_delivery_person_id`)
	VALUES ('order.updated', new.`id`, new.`restaurant_id`, new.`delivery_person_id`,
		CASE WHEN old.`delivery_person_id` IS NOT new.`delivery_person_id` THEN old.`delivery_person_id` END);
END;
--> statement-breakpoint
CREATE TRIGGER `order_events_on_delete` AFTER DELETE ON `orders` BEGIN
	INSERT INTO `order_events` (`type`, `order_id`, `restaurant_id`, `delivery_person_id`)
	VALUES ('order.deleted', old.`id`, old.`restaurant_id`, old.`delivery_person_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `orders_rider_status_on_update` AFTER UPDATE OF `status`, `delivery_person_id` ON `orders`
WHEN old.`status` IS NOT new.`status` OR old.`delivery_person_id` IS NOT new.`delivery_person_id`
BEGIN
	UPDATE `users` SET `status` = CASE
		WHEN EXISTS (SELECT 1 FROM `orders` o WHERE o.`delivery_person_id` = `users`.`id` AND o.`status` = 'out_for_delivery') THEN 'on_delivery'
		ELSE 'active' END
	WHERE `id` IN (old.`delivery_person_id`, new.`delivery_person_id`) AND `role` = 'delivery' AND `status` IS NOT 'on_leave';
END;
--> statement-breakpoint
CREATE TRIGGER `orders_rider_status_on_delete` AFTER DELETE ON `orders`
WHEN old.`delivery_person_id` IS NOT NULL AND old.`status` = 'out_for_delivery'
BEGIN
	UPDATE `users` SET `status` = CASE
		WHEN EXISTS (SELECT 1 FROM `orders` o WHERE o.`delivery_person_id` = `users`.`id` AND o.`status` = 'out_for_delivery') THEN 'on_delivery'
		ELSE 'active' END
	WHERE `id` = old.`delivery_person_id` AND `role` = 'delivery' AND `status` IS NOT 'on_leave';
END;
--> statement-breakpoint
CREATE INDEX `orders_phone_last4_idx` ON `orders` (substr("customer_phone", -4), `created_at`);
--> statement-breakpoint
CREATE INDEX `orders_coupon_phone_idx` ON `orders` (`coupon_id`,`customer_phone`);
--> statement-breakpoint
ALTER TABLE `coupons` ADD `minimum_order_paise` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `coupons` ADD `per_phone_limit` integer;
--> statement-breakpoint
ALTER TABLE `coupons` ADD `includes_delivery` integer DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE `restaurants` ADD `upi_id` text;
--> statement-breakpoint
ALTER TABLE `restaurants` ADD `upi_name` text;
