ALTER TABLE `orders` ADD `commission_bp` integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
-- An order keeps the commission rate it was taken at. Existing orders take their
-- restaurant's rate of today (the only one known). Rows already at the default are skipped.
UPDATE `orders` SET `commission_bp` = (SELECT r.commission_bp FROM restaurants r WHERE r.id = orders.restaurant_id)
	WHERE `commission_bp` IS NOT (SELECT r.commission_bp FROM restaurants r WHERE r.id = orders.restaurant_id);
--> statement-breakpoint
-- The earnings rollups also sum subtotal × the order's rate (paise × basis points), so the
-- commission of any group of orders is (commission + 5000) / 10000 paise, rounded once.
ALTER TABLE `restaurant_order_stats` ADD `commission` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE `order_daily_stats` ADD `commission` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
DELETE FROM restaurant_order_stats;
--> statement-breakpoint
INSERT INTO restaurant_order_stats (status, restaurant_id, orders, subtotal, delivery, total, commission)
	SELECT status, restaurant_id, count(*), sum(subtotal_paise), sum(delivery_charge_paise), sum(total_paise), sum(subtotal_paise * commission_bp) FROM orders GROUP BY status, restaurant_id;
--> statement-breakpoint
DELETE FROM order_daily_stats;
--> statement-breakpoint
INSERT INTO order_daily_stats (status, day, restaurant_id, orders, subtotal, delivery, total, commission)
	SELECT status, ((created_at + 19800000) / 86400000), restaurant_id, count(*), sum(subtotal_paise), sum(delivery_charge_paise), sum(total_paise), sum(subtotal_paise * commission_bp) FROM orders GROUP BY 1, 2, 3;
--> statement-breakpoint
-- The triggers of 0002_scale that keep those two tables, now with the commission column.
DROP TRIGGER `orders_derived_ai`;
--> statement-breakpoint
CREATE TRIGGER `orders_derived_ai` AFTER INSERT ON `orders` BEGIN
	INSERT INTO orders_fts (rowid, customer_name, restaurant_name) VALUES (new.id, new.customer_name, new.restaurant_name);
	INSERT INTO order_status_counts (status, n) VALUES (new.status, 1)
		ON CONFLICT (status) DO UPDATE SET n = n + 1;
	INSERT INTO restaurant_order_stats (status, restaurant_id, orders, subtotal, delivery, total, commission)
		VALUES (new.status, new.restaurant_id, 1, new.subtotal_paise, new.delivery_charge_paise, new.total_paise, new.subtotal_paise * new.commission_bp)
		ON CONFLICT (status, restaurant_id) DO UPDATE SET orders = orders + 1, subtotal = subtotal + new.subtotal_paise,
			delivery = delivery + new.delivery_charge_paise, total = total + new.total_paise, commission = commission + new.subtotal_paise * new.commission_bp;
	INSERT INTO order_daily_stats (status, day, restaurant_id, orders, subtotal, delivery, total, commission)
		VALUES (new.status, ((new.created_at + 19800000) / 86400000), new.restaurant_id, 1, new.subtotal_paise, new.delivery_charge_paise, new.total_paise, new.subtotal_paise * new.commission_bp)
		ON CONFLICT (status, day, restaurant_id) DO UPDATE SET orders = orders + 1, subtotal = subtotal + new.subtotal_paise,
			delivery = delivery + new.delivery_charge_paise, total = total + new.total_paise, commission = commission + new.subtotal_paise * new.commission_bp;
	INSERT INTO customer_order_counts (customer_id, n) SELECT new.customer_id, 1 WHERE new.customer_id IS NOT NULL
		ON CONFLICT (customer_id) DO UPDATE SET n = n + 1;
END;
--> statement-breakpoint
DROP TRIGGER `orders_derived_ad`;
--> statement-breakpoint
CREATE TRIGGER `orders_derived_ad` AFTER DELETE ON `orders` BEGIN
	INSERT INTO orders_fts (orders_fts, rowid, customer_name, restaurant_name) VALUES ('delete', old.id, old.customer_name, old.restaurant_name);
	INSERT INTO order_status_counts (status, n) VALUES (old.status, -1)
		ON CONFLICT (status) DO UPDATE SET n = n - 1;
	INSERT INTO restaurant_order_stats (status, restaurant_id, orders, subtotal, delivery, total, commission)
		VALUES (old.status, old.restaurant_id, -1, -old.subtotal_paise, -old.delivery_charge_paise, -old.total_paise, -old.subtotal_paise * old.commission_bp)
		ON CONFLICT (status, restaurant_id) DO UPDATE SET orders = orders - 1, subtotal = subtotal - old.subtotal_paise,
			delivery = delivery - old.delivery_charge_paise, total = total - old.total_paise, commission = commission - old.subtotal_paise * old.commission_bp;
	INSERT INTO order_daily_stats (status, day, restaurant_id, orders, subtotal, delivery, total, commission)
		VALUES (old.status, ((old.created_at + 19800000) / 86400000), old.restaurant_id, -1, -old.subtotal_paise, -old.delivery_charge_paise, -old.total_paise, -old.subtotal_paise * old.commission_bp)
		ON CONFLICT (status, day, restaurant_id) DO UPDATE SET orders = orders - 1, subtotal = subtotal - old.subtotal_paise,
			delivery = delivery - old.delivery_charge_paise, total = total - old.total_paise, commission = commission - old.subtotal_paise * old.commission_bp;
	INSERT INTO customer_order_counts (customer_id, n) SELECT old.customer_id, -1 WHERE old.customer_id IS NOT NULL
		ON CONFLICT (customer_id) DO UPDATE SET n = n - 1;
END;
--> statement-breakpoint
DROP TRIGGER `orders_derived_au_stats`;
--> statement-breakpoint
CREATE TRIGGER `orders_derived_au_stats` AFTER UPDATE OF status, restaurant_id, created_at, subtotal_paise, delivery_charge_paise, total_paise, commission_bp ON `orders`
WHEN old.status IS NOT new.status OR old.restaurant_id IS NOT new.restaurant_id OR old.created_at IS NOT new.created_at
	OR old.subtotal_paise IS NOT new.subtotal_paise OR old.delivery_charge_paise IS NOT new.delivery_charge_paise OR old.total_paise IS NOT new.total_paise
	OR old.commission_bp IS NOT new.commission_bp BEGIN
	INSERT INTO order_status_counts (status, n) VALUES (old.status, -1)
		ON CONFLICT (status) DO UPDATE SET n = n - 1;
	INSERT INTO restaurant_order_stats (status, restaurant_id, orders, subtotal, delivery, total, commission)
		VALUES (old.status, old.restaurant_id, -1, -old.subtotal_paise, -old.delivery_charge_paise, -old.total_paise, -old.subtotal_paise * old.commission_bp)
		ON CONFLICT (status, restaurant_id) DO UPDATE SET orders = orders - 1, subtotal = subtotal - old.subtotal_paise,
			delivery = delivery - old.delivery_charge_paise, total = total - old.total_paise, commission = commission - old.subtotal_paise * old.commission_bp;
	INSERT INTO order_daily_stats (status, day, restaurant_id, orders, subtotal, delivery, total, commission)
		VALUES (old.status, ((old.created_at + 19800000) / 86400000), old.restaurant_id, -1, -old.subtotal_paise, -old.delivery_charge_paise, -old.total_paise, -old.subtotal_paise * old.commission_bp)
		ON CONFLICT (status, day, restaurant_id) DO UPDATE SET orders = orders - 1, subtotal = subtotal - old.subtotal_paise,
			delivery = delivery - old.delivery_charge_paise, total = total - old.total_paise, commission = commission - old.subtotal_paise * old.commission_bp;
	INSERT INTO order_status_counts (status, n) VALUES (new.status, 1)
		ON CONFLICT (status) DO UPDATE SET n = n + 1;
	INSERT INTO restaurant_order_stats (status, restaurant_id, orders, subtotal, delivery, total, commission)
		VALUES (new.status, new.restaurant_id, 1, new.subtotal_paise, new.delivery_charge_paise, new.total_paise, new.subtotal_paise * new.commission_bp)
		ON CONFLICT (status, restaurant_id) DO UPDATE SET orders = orders + 1, subtotal = subtotal + new.subtotal_paise,
			delivery = delivery + new.delivery_charge_paise, total = total + new.total_paise, commission = commission + new.subtotal_paise * new.commission_bp;
	INSERT INTO order_daily_stats (status, day, restaurant_id, orders, subtotal, delivery, total, commission)
		VALUES (new.status, ((new.created_at + 19800000) / 86400000), new.restaurant_id, 1, new.subtotal_paise, new.delivery_charge_paise, new.total_paise, new.subtotal_paise * new.commission_bp)
		ON CONFLICT (status, day, restaurant_id) DO UPDATE SET orders = orders + 1, subtotal = subtotal + new.subtotal_paise,
			delivery = delivery + new.delivery_charge_paise, total = total + new.total_paise, commission = commission + new.subtotal_paise * new.commission_bp;
END;
