-- A village lists the restaurants that deliver there besides the ones standing in it (the
-- storefront's delivery areas are its own village plus every village listing it). It starts
-- empty: a restaurant's own village is its area by its village_id, so each keeps delivering
-- where it did, and a restaurant that moves takes that area with it.
CREATE TABLE `village_delivery_restaurants` (
	`village_id` integer NOT NULL,
	`restaurant_id` integer NOT NULL,
	PRIMARY KEY(`village_id`, `restaurant_id`),
	FOREIGN KEY (`village_id`) REFERENCES `villages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `village_delivery_restaurants_restaurant_idx` ON `village_delivery_restaurants` (`restaurant_id`);
