ALTER TABLE `orders` ADD `items_summary` text;
--> statement-breakpoint
-- Filling in the summary is not an order change: no order.updated event for it (1 per order).
DROP TRIGGER `order_events_on_update`;
--> statement-breakpoint
UPDATE `orders` SET `items_summary` = (SELECT group_concat(`name` || ' x' || `quantity`, '; ' ORDER BY `id`) FROM `order_items` WHERE `order_id` = `orders`.`id`);
--> statement-breakpoint
CREATE TRIGGER `order_events_on_update` AFTER UPDATE ON `orders` WHEN old.`bill_number` IS new.`bill_number` BEGIN
	INSERT INTO `order_events` (`type`, `order_id`, `restaurant_id`, `delivery_person_id`, `previous_delivery_person_id`)
	VALUES ('order.updated', new.`id`, new.`restaurant_id`, new.`delivery_person_id`,
		CASE WHEN old.`delivery_person_id` IS NOT new.`delivery_person_id` THEN old.`delivery_person_id` END);
END;
