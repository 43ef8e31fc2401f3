-- Analytics' orders per restaurant over its rolling 30 days: whole weeks (Monday to Sunday,
-- India time) instead of whole months. A month row could stand only for a month wholly inside
-- the window, so early in a month most of the window was read as day rows: up to 29 rows per
-- restaurant, twice the time of late in the month. With weeks, the window is at most five week
-- rows and three day rows per restaurant, on any day. The month rows had no other reader.
-- Week number = (IST day number + 3) / 7: day 0, 1 January 1970, was a Thursday.
DROP TRIGGER `orders_restaurant_orders_ai`;
--> statement-breakpoint
DROP TRIGGER `orders_restaurant_orders_ad`;
--> statement-breakpoint
DROP TRIGGER `orders_restaurant_orders_au`;
--> statement-breakpoint
DROP TABLE `restaurant_month_orders`;
--> statement-breakpoint
CREATE TABLE `restaurant_week_orders` (
	`week` integer NOT NULL,
	`restaurant_id` integer NOT NULL,
	`orders` integer NOT NULL,
	PRIMARY KEY (`week`, `restaurant_id`)
) WITHOUT ROWID;
--> statement-breakpoint
INSERT INTO restaurant_week_orders (week, restaurant_id, orders) SELECT (((created_at + 19800000) / 86400000 + 3) / 7), restaurant_id, count(*) FROM orders WHERE status != 'cancelled' GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER `orders_restaurant_orders_ai` AFTER INSERT ON `orders` BEGIN
	INSERT INTO restaurant_day_orders (day, restaurant_id, orders) SELECT ((new.created_at + 19800000) / 86400000), new.restaurant_id, 1 WHERE new.status != 'cancelled'
		ON CONFLICT (day, restaurant_id) DO UPDATE SET orders = orders + 1;
	INSERT INTO restaurant_week_orders (week, restaurant_id, orders) SELECT ((((new.created_at + 19800000) / 86400000) + 3) / 7), new.restaurant_id, 1 WHERE new.status != 'cancelled'
		ON CONFLICT (week, restaurant_id) DO UPDATE SET orders = orders + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_restaurant_orders_ad` AFTER DELETE ON `orders` BEGIN
	INSERT INTO restaurant_day_orders (day, restaurant_id, orders) SELECT ((old.created_at + 19800000) / 86400000), old.restaurant_id, -1 WHERE old.status != 'cancelled'
		ON CONFLICT (day, restaurant_id) DO UPDATE SET orders = orders - 1;
	INSERT INTO restaurant_week_orders (week, restaurant_id, orders) SELECT ((((old.created_at + 19800000) / 86400000) + 3) / 7), old.restaurant_id, -1 WHERE old.status != 'cancelled'
		ON CONFLICT (week, restaurant_id) DO UPDATE SET orders = orders - 1;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_restaurant_orders_au` AFTER UPDATE OF status, restaurant_id, created_at ON `orders`
WHEN (old.status = 'cancelled') IS NOT (new.status = 'cancelled') OR old.restaurant_id IS NOT new.restaurant_id OR old.created_at IS NOT new.created_at BEGIN
	INSERT INTO restaurant_day_orders (day, restaurant_id, orders) SELECT ((old.created_at + 19800000) / 86400000), old.restaurant_id, -1 WHERE old.status != 'cancelled'
		ON CONFLICT (day, restaurant_id) DO UPDATE SET orders = orders - 1;
	INSERT INTO restaurant_week_orders (week, restaurant_id, orders) SELECT ((((old.created_at + 19800000) / 86400000) + 3) / 7), old.restaurant_id, -1 WHERE old.status != 'cancelled'
		ON CONFLICT (week, restaurant_id) DO UPDATE SET orders = orders - 1;
	INSERT INTO restaurant_day_orders (day, restaurant_id, orders) SELECT ((new.created_at + 19800000) / 86400000), new.restaurant_id, 1 WHERE new.status != 'cancelled'
		ON CONFLICT (day, restaurant_id) DO UPDATE SET orders = orders + 1;
	INSERT INTO restaurant_week_orders (week, restaurant_id, orders) SELECT ((((new.created_at + 19800000) / 86400000) + 3) / 7), new.restaurant_id, 1 WHERE new.status != 'cancelled'
		ON CONFLICT (week, restaurant_id) DO UPDATE SET orders = orders + 1;
END;
