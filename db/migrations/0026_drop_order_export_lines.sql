-- The orders CSV is written from the orders themselves when it is exported (server/lib/csv.ts,
-- with csv-stringify): a day's file takes well under a second that way, so keeping every order's
-- line formatted in a table of its own, by triggers on every write, did not pay.
DROP TRIGGER IF EXISTS `order_export_lines_ai`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `order_export_lines_au`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `order_export_lines_ad`;
--> statement-breakpoint
DROP TABLE IF EXISTS `order_export_lines`;
--> statement-breakpoint
DROP VIEW IF EXISTS `order_export_line`;
