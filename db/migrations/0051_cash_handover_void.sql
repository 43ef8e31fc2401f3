ALTER TABLE `cash_handovers` ADD `idempotency_key` text;--> statement-breakpoint
ALTER TABLE `cash_handovers` ADD `voided_at` integer;--> statement-breakpoint
ALTER TABLE `cash_handovers` ADD `voided_by_name` text;--> statement-breakpoint
CREATE UNIQUE INDEX `cash_handovers_idempotency_key_unique` ON `cash_handovers` (`idempotency_key`) WHERE "cash_handovers"."idempotency_key" is not null;