PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text,
	`phone` text,
	`message` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
INSERT INTO `__new_contact_messages`("id", "name", "email", "phone", "message", "created_at") SELECT "id", "name", "email", "phone", "message", "created_at" FROM `contact_messages`;--> statement-breakpoint
DROP TABLE `contact_messages`;--> statement-breakpoint
ALTER TABLE `__new_contact_messages` RENAME TO `contact_messages`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `name_hi` text;--> statement-breakpoint
ALTER TABLE `menu_items` ADD `description_hi` text;--> statement-breakpoint
ALTER TABLE `order_items` ADD `name_hi` text;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `name_hi` text;--> statement-breakpoint
ALTER TABLE `tickets` ADD `phone` text;--> statement-breakpoint
ALTER TABLE `villages` ADD `name_hi` text;