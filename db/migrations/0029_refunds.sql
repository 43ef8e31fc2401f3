ALTER TABLE `orders` ADD `refunded_at` integer;--> statement-breakpoint
ALTER TABLE `orders` ADD `refund_method` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `refund_utr` text;--> statement-breakpoint
ALTER TABLE `orders` ADD `refunded_by_name` text;--> statement-breakpoint
CREATE INDEX `orders_refund_due_idx` ON `orders` (`created_at`) WHERE "orders"."status" = 'cancelled' and "orders"."payment_status" = 'paid' and "orders"."refunded_at" is null;