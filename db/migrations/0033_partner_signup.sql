ALTER TABLE `users` ADD `kitchen_name` text;--> statement-breakpoint
CREATE INDEX `users_waiting_idx` ON `users` (`role`) WHERE "users"."approved" = 0;