CREATE TABLE `dish_ratings` (
	`order_id` integer NOT NULL,
	`menu_item_id` integer NOT NULL,
	`stars` integer NOT NULL,
	PRIMARY KEY(`order_id`, `menu_item_id`),
	FOREIGN KEY (`order_id`) REFERENCES `order_ratings`(`order_id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`menu_item_id`) REFERENCES `menu_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `dish_ratings_dish_idx` ON `dish_ratings` (`menu_item_id`);--> statement-breakpoint
CREATE TABLE `order_ratings` (
	`order_id` integer PRIMARY KEY NOT NULL,
	`stars` integer NOT NULL,
	`feedback` text,
	`rated_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "order_ratings_stars_check" CHECK("order_ratings"."stars" between 1 and 5)
);
