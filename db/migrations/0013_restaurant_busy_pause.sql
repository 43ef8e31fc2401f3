ALTER TABLE `restaurants` ADD `busy_until` integer;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `paused_until` integer;