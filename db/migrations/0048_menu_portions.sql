ALTER TABLE `menu_items` ADD `portions_left` integer;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `low_at` integer;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `usual_batch` integer;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `portions_reset` text DEFAULT 'empty' NOT NULL;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `portions_set_at` integer;--> statement-breakpoint
ALTER TABLE `order_items` ADD `portions_of` integer;