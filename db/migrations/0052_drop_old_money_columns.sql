-- The orders' own money columns the ledger (0047_ledger, the payments table) replaced: the customer's
-- "I've paid" and the refund are payment rows now; nothing reads or writes these any more.
-- ALTER TABLE … DROP COLUMN rewrites the rows in place (no table rebuild): every row, index and
-- trigger stays, and SQLite refuses the drop were any index, trigger, view or constraint still to
-- name the column. The one index that did (the refunds due, now read from the ledger) goes first.
DROP INDEX `orders_refund_due_idx`;--> statement-breakpoint
ALTER TABLE `orders` DROP COLUMN `customer_paid_at`;--> statement-breakpoint
ALTER TABLE `orders` DROP COLUMN `customer_utr`;--> statement-breakpoint
ALTER TABLE `orders` DROP COLUMN `refunded_at`;--> statement-breakpoint
ALTER TABLE `orders` DROP COLUMN `refund_method`;--> statement-breakpoint
ALTER TABLE `orders` DROP COLUMN `refund_utr`;--> statement-breakpoint
ALTER TABLE `orders` DROP COLUMN `refunded_by_name`;