ALTER TABLE `orders` ADD `customer_paid_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `customer_utr` text;