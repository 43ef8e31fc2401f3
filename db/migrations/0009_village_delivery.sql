-- A village lists the restaurants that deliver there besides the ones standing in it (the
-- storefront's delivery areas are its own village plus every village listing it). Every
-- restaurant starts out listed by its own village, so each keeps delivering where it did.
CREATE TABLE `village_delivery_restaurants` (
	`village_id` integer NOT NULL,
	`restaurant_id` integer NOT NULL,
	PRIMARY KEY(`village_id`, `restaurant_id`),
	FOREIGN KEY (`village_id`) REFERENCES `villages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `village_delivery_restaurants_restaurant_idx` ON `village_delivery_restaurants` (`restaurant_id`);
--> statement-breakpoint
INSERT INTO `village_delivery_restaurants` (`village_id`, `restaurant_id`)
SELECT `village_id`, `id` FROM `restaurants` WHERE `village_id` IS NOT NULL;
