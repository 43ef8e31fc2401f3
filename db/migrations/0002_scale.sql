-- A million orders: derived data kept in step with orders by triggers.
-- Substring search: FTS5 trigram index over the name snapshots, external content = orders.
CREATE VIRTUAL TABLE `orders_fts` USING fts5(customer_name, restaurant_name, content='orders', content_rowid='id', tokenize='trigram');
--> statement-breakpoint
CREATE TABLE `order_status_counts` (
	`status` text PRIMARY KEY NOT NULL,
	`n` integer NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `restaurant_order_stats` (
	`status` text NOT NULL,
	`restaurant_id` integer NOT NULL,
	`orders` integer NOT NULL,
	`subtotal` integer NOT NULL,
	`delivery` integer NOT NULL,
	`total` integer NOT NULL,
	PRIMARY KEY (`status`, `restaurant_id`)
) WITHOUT ROWID;
--> statement-breakpoint
-- `day` is the IST calendar day number: (created_at + 5.5 h) / 1 day, integer division.
CREATE TABLE `order_daily_stats` (
	`status` text NOT NULL,
	`day` integer NOT NULL,
	`restaurant_id` integer NOT NULL,
	`orders` integer NOT NULL,
	`subtotal` integer NOT NULL,
	`delivery` integer NOT NULL,
	`total` integer NOT NULL,
	PRIMARY KEY (`status`, `day`, `restaurant_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `dish_daily_stats` (
	`day` integer NOT NULL,
	`name` text NOT NULL,
	`quantity` integer NOT NULL,
	PRIMARY KEY (`day`, `name`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `customer_order_counts` (
	`customer_id` integer PRIMARY KEY NOT NULL,
	`n` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `orders_created_customer_idx` ON `orders` (`created_at`,`customer_id`);
--> statement-breakpoint
CREATE TRIGGER `orders_derived_ai` AFTER INSERT ON `orders` BEGIN
	INSERT INTO orders_fts (rowid, customer_name, restaurant_name) VALUES (new.id, new.customer_name, new.restaurant_name);
	INSERT INTO order_status_counts (status, n) VALUES (new.status, 1)
		ON CONFLICT (status) DO UPDATE SET n = n + 1;
	INSERT INTO restaurant_order_stats (status, restaurant_id, orders, subtotal, delivery, total)
		VALUES (new.status, new.restaurant_id, 1, new.subtotal_paise, new.delivery_charge_paise, new.total_paise)
		ON CONFLICT (status, restaurant_id) DO UPDATE SET orders = orders + 1, subtotal = subtotal + new.subtotal_paise,
			delivery = delivery + new.delivery_charge_paise, total = total + new.total_paise;
	INSERT INTO order_daily_stats (status, day, restaurant_id, orders, subtotal, delivery, total)
		VALUES (new.status, ((new.created_at + 19800000) / 86400000), new.restaurant_id, 1, new.subtotal_paise, new.delivery_charge_paise, new.total_paise)
		ON CONFLICT (status, day, restaurant_id) DO UPDATE SET orders = orders + 1, subtotal = subtotal + new.subtotal_paise,
			delivery = delivery + new.delivery_charge_paise, total = total + new.total_paise;
	INSERT INTO customer_order_counts (customer_id, n) SELECT new.customer_id, 1 WHERE new.customer_id IS NOT NULL
		ON CONFLICT (customer_id) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
-- Items go with their order (ON DELETE CASCADE) after the order row is gone: take their dishes off first.
CREATE TRIGGER `orders_derived_bd` BEFORE DELETE ON `orders` BEGIN
	UPDATE dish_daily_stats SET quantity = quantity - (SELECT sum(i.quantity) FROM order_items i WHERE i.order_id = old.id AND i.name = dish_daily_stats.name)
		WHERE old.status != 'cancelled' AND day = ((old.created_at + 19800000) / 86400000) AND name IN (SELECT name FROM order_items WHERE order_id = old.id);
END;
--> statement-breakpoint
CREATE TRIGGER `orders_derived_ad` AFTER DELETE ON `orders` BEGIN
	INSERT INTO orders_fts (orders_fts, rowid, customer_name, restaurant_name) VALUES ('delete', old.id, old.customer_name, old.restaurant_name);
	INSERT INTO order_status_counts (status, n) VALUES (old.status, -1)
		ON CONFLICT (status) DO UPDATE SET n = n - 1;
	INSERT INTO restaurant_order_stats (status, restaurant_id, orders, subtotal, delivery, total)
		VALUES (old.status, old.restaurant_id, -1, -old.subtotal_paise, -old.delivery_charge_paise, -old.total_paise)
		ON CONFLICT (status, restaurant_id) DO UPDATE SET orders = orders - 1, subtotal = subtotal - old.subtotal_paise,
			delivery = delivery - old.delivery_charge_paise, total = total - old.total_paise;
	INSERT INTO order_daily_stats (status, day, restaurant_id, orders, subtotal, delivery, total)
		VALUES (old.status, ((old.created_at + 19800000) / 86400000), old.restaurant_id, -1, -old.subtotal_paise, -old.delivery_charge_paise, -old.total_paise)
		ON CONFLICT (status, day, restaurant_id) DO UPDATE SET orders = orders - 1, subtotal = subtotal - old.subtotal_paise,
			delivery = delivery - old.delivery_charge_paise, total = total - old.total_paise;
	INSERT INTO customer_order_counts (customer_id, n) SELECT old.customer_id, -1 WHERE old.customer_id IS NOT NULL
		ON CONFLICT (customer_id) DO UPDATE SET n = n - 1;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_derived_au_names` AFTER UPDATE OF customer_name, restaurant_name ON `orders`
WHEN old.customer_name IS NOT new.customer_name OR old.restaurant_name IS NOT new.restaurant_name BEGIN
	INSERT INTO orders_fts (orders_fts, rowid, customer_name, restaurant_name) VALUES ('delete', old.id, old.customer_name, old.restaurant_name);
	INSERT INTO orders_fts (rowid, customer_name, restaurant_name) VALUES (new.id, new.customer_name, new.restaurant_name);
END;
--> statement-breakpoint
CREATE TRIGGER `orders_derived_au_stats` AFTER UPDATE OF status, restaurant_id, created_at, subtotal_paise, delivery_charge_paise, total_paise ON `orders`
WHEN old.status IS NOT new.status OR old.restaurant_id IS NOT new.restaurant_id OR old.created_at IS NOT new.created_at
	OR old.subtotal_paise IS NOT new.subtotal_paise OR old.delivery_charge_paise IS NOT new.delivery_charge_paise OR old.total_paise IS NOT new.total_paise BEGIN
	INSERT INTO order_status_counts (status, n) VALUES (old.status, -1)
		ON CONFLICT (status) DO UPDATE SET n = n - 1;
	INSERT INTO restaurant_order_stats (status, restaurant_id, orders, subtotal, delivery, total)
		VALUES (old.status, old.restaurant_id, -1, -old.subtotal_paise, -old.delivery_charge_paise, -old.total_paise)
		ON CONFLICT (status, restaurant_id) DO UPDATE SET orders = orders - 1, subtotal = subtotal - old.subtotal_paise,
			delivery = delivery - old.delivery_charge_paise, total = total - old.total_paise;
	INSERT INTO order_daily_stats (status, day, restaurant_id, orders, subtotal, delivery, total)
		VALUES (old.status, ((old.created_at + 19800000) / 86400000), old.restaurant_id, -1, -old.subtotal_paise, -old.delivery_charge_paise, -old.total_paise)
		ON CONFLICT (status, day, restaurant_id) DO UPDATE SET orders = orders - 1, subtotal = subtotal - old.subtotal_paise,
			delivery = delivery - old.delivery_charge_paise, total = total - old.total_paise;
	INSERT INTO order_status_counts (status, n) VALUES (new.status, 1)
		ON CONFLICT (status) DO UPDATE SET n = n + 1;
	INSERT INTO restaurant_order_stats (status, restaurant_id, orders, subtotal, delivery, total)
		VALUES (new.status, new.restaurant_id, 1, new.subtotal_paise, new.delivery_charge_paise, new.total_paise)
		ON CONFLICT (status, restaurant_id) DO UPDATE SET orders = orders + 1, subtotal = subtotal + new.subtotal_paise,
			delivery = delivery + new.delivery_charge_paise, total = total + new.total_paise;
	INSERT INTO order_daily_stats (status, day, restaurant_id, orders, subtotal, delivery, total)
		VALUES (new.status, ((new.created_at + 19800000) / 86400000), new.restaurant_id, 1, new.subtotal_paise, new.delivery_charge_paise, new.total_paise)
		ON CONFLICT (status, day, restaurant_id) DO UPDATE SET orders = orders + 1, subtotal = subtotal + new.subtotal_paise,
			delivery = delivery + new.delivery_charge_paise, total = total + new.total_paise;
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
CREATE TRIGGER `order_items_derived_ai` AFTER INSERT ON `order_items` BEGIN
	INSERT INTO dish_daily_stats (day, name, quantity)
		SELECT ((o.created_at + 19800000) / 86400000), new.name, new.quantity FROM orders o WHERE o.id = new.order_id AND o.status != 'cancelled'
		ON CONFLICT (day, name) DO UPDATE SET quantity = quantity + excluded.quantity;
END;
--> statement-breakpoint
-- When its order is being deleted the order row is already gone and the order's trigger did it.
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
-- Fill everything from the orders already there (db/derived.ts runs the same statements).
INSERT INTO orders_fts (orders_fts) VALUES ('rebuild');
--> statement-breakpoint
INSERT INTO order_status_counts (status, n) SELECT status, count(*) FROM orders GROUP BY status;
--> statement-breakpoint
INSERT INTO restaurant_order_stats (status, restaurant_id, orders, subtotal, delivery, total)
	SELECT status, restaurant_id, count(*), sum(subtotal_paise), sum(delivery_charge_paise), sum(total_paise) FROM orders GROUP BY status, restaurant_id;
--> statement-breakpoint
INSERT INTO order_daily_stats (status, day, restaurant_id, orders, subtotal, delivery, total)
	SELECT status, ((created_at + 19800000) / 86400000), restaurant_id, count(*), sum(subtotal_paise), sum(delivery_charge_paise), sum(total_paise) FROM orders GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO dish_daily_stats (day, name, quantity)
	SELECT ((o.created_at + 19800000) / 86400000), i.name, sum(i.quantity) FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.status != 'cancelled' GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO customer_order_counts (customer_id, n) SELECT customer_id, count(*) FROM orders WHERE customer_id IS NOT NULL GROUP BY customer_id;
