-- The live order desk and the kitchen & rider app. Hand-written (drizzle-kit
-- --custom), like the derived tables of 0002_scale: triggers, not route code, so that every write
-- path (API routes, the customer's cancel, demo seed, cascades) is seen.
--
-- order_events: one row per insert, update or delete of an order. Its id is the SSE `id:`, so a
-- client reconnecting with Last-Event-ID is served the rows after it. The ids of the restaurant
-- and riders are copied here so a kitchen's or rider's stream can be filtered even after the order
-- is gone. previous_delivery_person_id is set when the rider changed: the rider the order was
-- taken from is told it left their list. Old rows are pruned by the app (server/plugins/app/events.ts).
CREATE TABLE `order_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`order_id` integer NOT NULL,
	`restaurant_id` integer,
	`delivery_person_id` integer,
	`previous_delivery_person_id` integer,
	`at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT `order_events_type_check` CHECK(`type` in ('order.created','order.updated','order.deleted'))
);
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
-- A rider's status follows the work, in this one place whatever changed the order (admin,
-- rider, kitchen, customer, reassignment, deletion): `on_delivery` while one of their orders is
-- out for delivery, `active` otherwise. A rider on leave stays on leave (they chose it).
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
