-- When each customer last ordered, kept by triggers: Analytics' "active users" (customers who
-- ordered in the window) is then a range over an index instead of a distinct count over a
-- month of orders. Separate triggers, so the ones keeping the other rollups stay as they are.
CREATE TABLE `customer_last_orders` (
	`customer_id` integer PRIMARY KEY NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `customer_last_orders_at_idx` ON `customer_last_orders` (`at`);
--> statement-breakpoint
CREATE TRIGGER `orders_customer_last_ai` AFTER INSERT ON `orders` WHEN new.customer_id IS NOT NULL BEGIN
	INSERT INTO customer_last_orders (customer_id, at) VALUES (new.customer_id, new.created_at)
		ON CONFLICT (customer_id) DO UPDATE SET at = max(at, excluded.at);
END;
--> statement-breakpoint
CREATE TRIGGER `orders_customer_last_ad` AFTER DELETE ON `orders` WHEN old.customer_id IS NOT NULL BEGIN
	DELETE FROM customer_last_orders WHERE customer_id = old.customer_id;
	INSERT INTO customer_last_orders (customer_id, at)
		SELECT old.customer_id, max(created_at) FROM orders WHERE customer_id = old.customer_id HAVING count(*) > 0;
END;
--> statement-breakpoint
CREATE TRIGGER `orders_customer_last_au` AFTER UPDATE OF customer_id, created_at ON `orders` BEGIN
	DELETE FROM customer_last_orders WHERE customer_id = old.customer_id;
	INSERT INTO customer_last_orders (customer_id, at)
		SELECT old.customer_id, max(created_at) FROM orders WHERE customer_id = old.customer_id HAVING old.customer_id IS NOT NULL AND count(*) > 0;
	INSERT INTO customer_last_orders (customer_id, at) SELECT new.customer_id, new.created_at WHERE new.customer_id IS NOT NULL
		ON CONFLICT (customer_id) DO UPDATE SET at = max(at, excluded.at);
END;
--> statement-breakpoint
INSERT INTO customer_last_orders (customer_id, at) SELECT customer_id, max(created_at) FROM orders WHERE customer_id IS NOT NULL GROUP BY customer_id;
