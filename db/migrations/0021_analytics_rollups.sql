-- Narrow rollups for Analytics (and the dashboard's today), beside the per-status sums of
-- order_daily_stats / order_monthly_stats, whose status and money columns Analytics does not
-- need: its 7 days read 7 rows instead of a row per day, status and restaurant; its 30-day
-- orders per restaurant read one row per restaurant and month or day (orders not cancelled)
-- instead of one per status too. Kept by triggers of their own, in the same transaction as
-- every write; a status move that does not cancel touches only the day totals.
CREATE TABLE `order_day_totals` (
	`day` integer PRIMARY KEY NOT NULL,
	`placed` integer NOT NULL,
	`cancelled` integer NOT NULL,
	`delivered` integer NOT NULL,
	`delivered_total` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `restaurant_month_orders` (
	`month` text NOT NULL,
	`restaurant_id` integer NOT NULL,
	`orders` integer NOT NULL,
	PRIMARY KEY (`month`, `restaurant_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `restaurant_day_orders` (
	`day` integer NOT NULL,
	`restaurant_id` integer NOT NULL,
	`orders` integer NOT NULL,
	PRIMARY KEY (`day`, `restaurant_id`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TRIGGER `orders_day_totals_ai` AFTER INSERT ON `orders` BEGIN
	INSERT INTO order_day_totals (day, placed, cancelled, delivered, delivered_total)
		VALUES (((new.created_at + 19800000) / 86400000), 1, (new.status = 'cancelled'), (new.status = 'delivered'), iif(new.status = 'delivered', new.total_paise, 0))
		ON CONFLICT (day) DO UPDATE SET placed = placed + 1, cancelled = cancelled + (new.status = 'cancelled'),
			delivered = delivered + (new.status = 'delivered'), delivered_total = delivered_total + iif(new.status = 'delivered', new.total_paise, 0);
END;
--> statement-breakpoint
CREATE TRIGGER `orders_day_totals_ad` AFTER DELETE ON `orders` BEGIN
	INSERT INTO order_day_totals (day, placed, cancelled, delivered, delivered_total)
		VALUES (((old.created_at + 19800000) / 86400000), -1, -(old.status = 'cancelled'), -(old.status = 'delivered'), -iif(old.status = 'delivered', old.total_paise, 0))
		ON CONFLICT (day) DO UPDATE SET placed = placed - 1, cancelled = cancelled - (old.status = 'cancelled'),
			delivered = delivered - (old.status = 'delivered'), delivered_total = delivered_total - iif(old.status = 'delivered', old.total_paise, 0);
END;
--> statement-breakpoint
CREATE TRIGGER `orders_day_totals_au` AFTER UPDATE OF status, created_at, total_paise ON `orders`
WHEN old.status IS NOT new.status OR old.created_at IS NOT new.created_at OR old.total_paise IS NOT new.total_paise BEGIN
	INSERT INTO order_day_totals (day, placed, cancelled, delivered, delivered_total)
		VALUES (((old.created_at + 19800000) / 86400000), -1, -(old.status = 'cancelled'), -(old.status = 'delivered'), -iif(old.status = 'delivered', old.total_paise, 0))
		ON CONFLICT (day) DO UPDATE SET placed = placed - 1, cancelled = cancelled - (old.status = 'cancelled'),
			delivered = delivered - (old.status = 'delivered'), delivered_total = delivered_total - iif(old.status = 'delivered', old.total_paise, 0);
	INSERT INTO order_day_totals (day, placed, cancelled, delivered, delivered_total)
		VALUES (((new.created_at + 19800000) / 86400000), 1, (new.status = 'cancelled'), (new.status = 'delivered'), iif(new.status = 'delivered', new.total_paise, 0))
		ON CONFLICT (day) DO UPDATE SET placed = placed + 1, cancelled = cancelled + (new.status = 'cancelled'),
			delivered = delivered + (new.status = 'delivered'), delivered_total = delivered_total + iif(new.status = 'delivered', new.total_paise, 0);
END;
--> statement-breakpoint
CREATE TRIGGER `orders_restaurant_orders_ai` AFTER INSERT ON `orders` BEGIN
	INSERT INTO restaurant_month_orders (month, restaurant_id, orders) SELECT strftime('%Y-%m', (new.created_at + 19800000) / 1000, 'unixepoch'), new.restaurant_id, 1 WHERE new.status != 'cancelled'
		ON CONFLICT (month, restaurant_id) DO UPDATE SET orders = orders + 1;
	INSERT INTO restaurant_day_orders (day, restaurant_id, orders) SELECT ((new.created_at + 19800000) / 86400000), new.restaurant_id, 1 WHERE new.status != 'cancelled'
		ON CONFLICT (day, restaurant_id) DO UPDATE SET orders = orders + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_restaurant_orders_ad` AFTER DELETE ON `orders` BEGIN
	INSERT INTO restaurant_month_orders (month, restaurant_id, orders) SELECT strftime('%Y-%m', (old.created_at + 19800000) / 1000, 'unixepoch'), old.restaurant_id, -1 WHERE old.status != 'cancelled'
		ON CONFLICT (month, restaurant_id) DO UPDATE SET orders = orders - 1;
	INSERT INTO restaurant_day_orders (day, restaurant_id, orders) SELECT ((old.created_at + 19800000) / 86400000), old.restaurant_id, -1 WHERE old.status != 'cancelled'
		ON CONFLICT (day, restaurant_id) DO UPDATE SET orders = orders - 1;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_restaurant_orders_au` AFTER UPDATE OF status, restaurant_id, created_at ON `orders`
WHEN (old.status = 'cancelled') IS NOT (new.status = 'cancelled') OR old.restaurant_id IS NOT new.restaurant_id OR old.created_at IS NOT new.created_at BEGIN
	INSERT INTO restaurant_month_orders (month, restaurant_id, orders) SELECT strftime('%Y-%m', (old.created_at + 19800000) / 1000, 'unixepoch'), old.restaurant_id, -1 WHERE old.status != 'cancelled'
		ON CONFLICT (month, restaurant_id) DO UPDATE SET orders = orders - 1;
	INSERT INTO restaurant_day_orders (day, restaurant_id, orders) SELECT ((old.created_at + 19800000) / 86400000), old.restaurant_id, -1 WHERE old.status != 'cancelled'
		ON CONFLICT (day, restaurant_id) DO UPDATE SET orders = orders - 1;
	INSERT INTO restaurant_month_orders (month, restaurant_id, orders) SELECT strftime('%Y-%m', (new.created_at + 19800000) / 1000, 'unixepoch'), new.restaurant_id, 1 WHERE new.status != 'cancelled'
		ON CONFLICT (month, restaurant_id) DO UPDATE SET orders = orders + 1;
	INSERT INTO restaurant_day_orders (day, restaurant_id, orders) SELECT ((new.created_at + 19800000) / 86400000), new.restaurant_id, 1 WHERE new.status != 'cancelled'
		ON CONFLICT (day, restaurant_id) DO UPDATE SET orders = orders + 1;
END;
--> statement-breakpoint
INSERT INTO order_day_totals (day, placed, cancelled, delivered, delivered_total) SELECT ((created_at + 19800000) / 86400000), count(*), count(*) FILTER (WHERE status = 'cancelled'), count(*) FILTER (WHERE status = 'delivered'), coalesce(sum(total_paise) FILTER (WHERE status = 'delivered'), 0) FROM orders GROUP BY 1;
--> statement-breakpoint
INSERT INTO restaurant_month_orders (month, restaurant_id, orders) SELECT strftime('%Y-%m', (created_at + 19800000) / 1000, 'unixepoch'), restaurant_id, count(*) FROM orders WHERE status != 'cancelled' GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO restaurant_day_orders (day, restaurant_id, orders) SELECT ((created_at + 19800000) / 86400000), restaurant_id, count(*) FROM orders WHERE status != 'cancelled' GROUP BY 1, 2;
