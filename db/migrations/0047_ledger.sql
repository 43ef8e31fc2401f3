CREATE TABLE `khata` (
	`phone` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`limit_paise` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer,
	`updated_by_name` text,
	CONSTRAINT "khata_limit_check" CHECK("khata"."limit_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE `payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` integer,
	`kind` text NOT NULL,
	`method` text NOT NULL,
	`amount_paise` integer NOT NULL,
	`utr` text,
	`received_by_kind` text NOT NULL,
	`received_by_id` integer,
	`received_by_name` text NOT NULL,
	`at` integer NOT NULL,
	`khata_phone` text,
	`checked_at` integer,
	`checked_by_name` text,
	`voided_at` integer,
	`voided_by_name` text,
	`void_reason` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`khata_phone`) REFERENCES `khata`(`phone`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "payments_kind_check" CHECK("payments"."kind" in ('payment','refund')),
	CONSTRAINT "payments_method_check" CHECK("payments"."method" in ('cash','upi','credit')),
	CONSTRAINT "payments_received_by_check" CHECK("payments"."received_by_kind" in ('rider','kitchen','counter','owner','customer')),
	CONSTRAINT "payments_amount_check" CHECK("payments"."amount_paise" > 0),
	CONSTRAINT "payments_credit_khata_check" CHECK("payments"."method" != 'credit' or "payments"."khata_phone" is not null),
	CONSTRAINT "payments_utr_method_check" CHECK("payments"."utr" is null or "payments"."method" = 'upi')
);
--> statement-breakpoint
CREATE INDEX `payments_order_idx` ON `payments` (`order_id`) WHERE "payments"."order_id" is not null;--> statement-breakpoint
CREATE INDEX `payments_at_idx` ON `payments` (`at`);--> statement-breakpoint
CREATE INDEX `payments_khata_idx` ON `payments` (`khata_phone`,`at`) WHERE "payments"."khata_phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `payments_utr_unique` ON `payments` (`utr`) WHERE "payments"."utr" is not null and "payments"."voided_at" is null;--> statement-breakpoint
-- Data: every order's money as it stood becomes rows of the ledger, so each screen keeps its figures.
-- 1. A party's advance: UPI the owner confirmed, on the day the request says it was confirmed.
INSERT INTO `payments` (`order_id`, `kind`, `method`, `amount_paise`, `utr`, `received_by_kind`, `received_by_id`, `received_by_name`, `at`, `checked_at`, `checked_by_name`)
SELECT o.`id`, 'payment', 'upi', o.`advance_paise`, p.`advance_utr`, 'owner', NULL, coalesce(p.`advance_confirmed_by_name`, 'Owner'),
       coalesce(p.`advance_paid_at`, o.`created_at`), coalesce(p.`advance_paid_at`, o.`created_at`), p.`advance_confirmed_by_name`
  FROM `orders` o LEFT JOIN `party_requests` p ON p.`id` = o.`party_request_id`
 WHERE o.`advance_paise` > 0;
--> statement-breakpoint
-- 2. A UPI order marked paid: the rest of its total (all of it but for a party), confirmed when it was paid. Taken by
-- the rider or the kitchen who delivered it at that very moment (they said "UPI" at the door), else sent by the
-- customer. A UTR already used (older rows, before one UTR could pay one thing) stays with its first payment only.
INSERT INTO `payments` (`order_id`, `kind`, `method`, `amount_paise`, `utr`, `received_by_kind`, `received_by_id`, `received_by_name`, `at`, `checked_at`)
SELECT id, 'payment', 'upi', amount, CASE WHEN utr IS NOT NULL AND n = 1 AND NOT EXISTS (SELECT 1 FROM `payments` x WHERE x.`utr` = paid.utr) THEN utr END,
       CASE doorBy WHEN 'delivery' THEN 'rider' WHEN 'vendor' THEN 'kitchen' ELSE 'customer' END,
       CASE WHEN doorBy IN ('delivery', 'vendor') THEN doorUser END,
       CASE doorBy WHEN 'delivery' THEN coalesce(riderName, 'Rider') WHEN 'vendor' THEN kitchenName ELSE customerName END,
       at, at
  FROM (SELECT o.`id` AS id, o.`total_paise` - o.`advance_paise` AS amount, o.`utr` AS utr,
               row_number() OVER (PARTITION BY o.`utr` ORDER BY coalesce(o.`paid_at`, o.`updated_at`, o.`created_at`), o.`id`) AS n,
               coalesce(o.`paid_at`, o.`updated_at`, o.`created_at`) AS at,
               o.`delivery_person_name` AS riderName, o.`restaurant_name` AS kitchenName, o.`customer_name` AS customerName,
               (SELECT h.`by` FROM `order_status_history` h WHERE h.`order_id` = o.`id` AND h.`status` = 'delivered' AND h.`at` = o.`paid_at` LIMIT 1) AS doorBy,
               (SELECT h.`user_id` FROM `order_status_history` h WHERE h.`order_id` = o.`id` AND h.`status` = 'delivered' AND h.`at` = o.`paid_at` LIMIT 1) AS doorUser
          FROM `orders` o
         WHERE o.`payment_method` = 'upi' AND o.`payment_status` = 'paid' AND o.`total_paise` > o.`advance_paise`) paid;
--> statement-breakpoint
-- 3. A delivered cash order: the rest of its total (its advance was UPI, never the rider's cash), taken when it was
-- delivered (its last change, as the day close counted it) by its rider, else at the counter (pickup), else the kitchen.
INSERT INTO `payments` (`order_id`, `kind`, `method`, `amount_paise`, `received_by_kind`, `received_by_id`, `received_by_name`, `at`)
SELECT o.`id`, 'payment', 'cash', o.`total_paise` - o.`advance_paise`,
       CASE WHEN o.`delivery_person_id` IS NOT NULL THEN 'rider' WHEN o.`fulfilment` = 'pickup' THEN 'counter' ELSE 'kitchen' END,
       o.`delivery_person_id`,
       CASE WHEN o.`delivery_person_id` IS NOT NULL THEN coalesce(o.`delivery_person_name`, 'Rider') WHEN o.`fulfilment` = 'pickup' THEN 'Counter' ELSE o.`restaurant_name` END,
       coalesce(o.`updated_at`, o.`created_at`)
  FROM `orders` o
 WHERE o.`payment_method` = 'cash' AND o.`status` = 'delivered' AND o.`total_paise` > o.`advance_paise`;
--> statement-breakpoint
-- 4. The customer's "I've paid" on a UPI order nobody has confirmed: UPI to check (counted as paid by nothing until checked).
INSERT INTO `payments` (`order_id`, `kind`, `method`, `amount_paise`, `utr`, `received_by_kind`, `received_by_id`, `received_by_name`, `at`)
SELECT id, 'payment', 'upi', amount, CASE WHEN utr IS NOT NULL AND n = 1 AND NOT EXISTS (SELECT 1 FROM `payments` x WHERE x.`utr` = claim.utr) THEN utr END,
       'customer', customerId, customerName, at
  FROM (SELECT o.`id` AS id, o.`total_paise` - o.`advance_paise` AS amount, o.`customer_utr` AS utr, o.`customer_id` AS customerId,
               o.`customer_name` AS customerName, o.`customer_paid_at` AS at,
               row_number() OVER (PARTITION BY o.`customer_utr` ORDER BY o.`customer_paid_at`, o.`id`) AS n
          FROM `orders` o
         WHERE o.`payment_method` = 'upi' AND o.`payment_status` != 'paid' AND o.`customer_paid_at` IS NOT NULL
           AND o.`total_paise` > o.`advance_paise`) claim;
--> statement-breakpoint
-- 5. A refund recorded: all that was paid on the order, given back when, how and by whom it says.
INSERT INTO `payments` (`order_id`, `kind`, `method`, `amount_paise`, `utr`, `received_by_kind`, `received_by_id`, `received_by_name`, `at`)
SELECT id, 'refund', method, amount, CASE WHEN utr IS NOT NULL AND method = 'upi' AND n = 1 AND NOT EXISTS (SELECT 1 FROM `payments` x WHERE x.`utr` = refund.utr) THEN utr END,
       'owner', NULL, byName, at
  FROM (SELECT o.`id` AS id, coalesce(o.`refund_method`, 'cash') AS method, o.`refund_utr` AS utr, coalesce(o.`refunded_by_name`, 'Owner') AS byName,
               o.`refunded_at` AS at,
               (SELECT sum(p.`amount_paise`) FROM `payments` p WHERE p.`order_id` = o.`id` AND p.`kind` = 'payment'
                   AND (p.`method` != 'upi' OR p.`checked_at` IS NOT NULL)) AS amount,
               row_number() OVER (PARTITION BY o.`refund_utr` ORDER BY o.`refunded_at`, o.`id`) AS n
          FROM `orders` o
         WHERE o.`refunded_at` IS NOT NULL) refund
 WHERE amount > 0;
