-- The bill register. A bill, once issued, is a tax document: a reprint must be the bill that was issued, and deleting its
-- order must not take it out of the gap-free series. Each bill becomes a row of `bills`, written by db/bills.ts (issueBill)
-- in the order's own transaction with its number (bill_counters stays the allocator), keeping what the bill said: the
-- restaurant's name, address, FSSAI and GSTIN, the GST mode, the section 9(5) line, the lines, the amounts and the tax split.
-- Existing orders get their row here from today's settings, the best knowledge there is, so their bills stop changing from
-- now on. Every row is kept; orders without a number (none but a bulk load made with the triggers set aside) get no row.
CREATE TABLE `bills` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`restaurant_id` integer NOT NULL,
	`financial_year` integer NOT NULL,
	`serial` integer NOT NULL,
	`bill_number` text NOT NULL,
	`order_id` integer,
	`order_number` integer NOT NULL,
	`tracking_token_hash` text,
	`issued_at` integer NOT NULL,
	`status` text DEFAULT 'issued' NOT NULL,
	`order_deleted_at` integer,
	`order_status` text NOT NULL,
	`fulfilment` text NOT NULL,
	`payment_method` text NOT NULL,
	`payment_status` text NOT NULL,
	`kind` text NOT NULL,
	`gst_mode` text NOT NULL,
	`taxable_paise` integer NOT NULL,
	`tax_paise` integer NOT NULL,
	`cgst_paise` integer NOT NULL,
	`sgst_paise` integer NOT NULL,
	`total_paise` integer NOT NULL,
	`snapshot` text NOT NULL,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "bills_status_check" CHECK("bills"."status" in ('issued','cancelled')),
	CONSTRAINT "bills_money_check" CHECK("bills"."cgst_paise" + "bills"."sgst_paise" = "bills"."tax_paise" and "bills"."taxable_paise" + "bills"."tax_paise" = "bills"."total_paise")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bills_series_unique` ON `bills` (`restaurant_id`,`financial_year`,`serial`);--> statement-breakpoint
CREATE UNIQUE INDEX `bills_number_unique` ON `bills` (`restaurant_id`,`bill_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `bills_order_unique` ON `bills` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `bills_order_number_unique` ON `bills` (`order_number`);--> statement-breakpoint
CREATE INDEX `bills_issued_idx` ON `bills` (`issued_at`);--> statement-breakpoint
CREATE INDEX `orders_utr_idx` ON `orders` (`utr`) WHERE "orders"."utr" is not null;
--> statement-breakpoint
INSERT INTO `bills` (`restaurant_id`, `financial_year`, `serial`, `bill_number`, `order_id`, `order_number`, `tracking_token_hash`, `issued_at`, `status`,
	`order_status`, `fulfilment`, `payment_method`, `payment_status`, `kind`, `gst_mode`, `taxable_paise`, `tax_paise`, `cgst_paise`, `sgst_paise`, `total_paise`, `snapshot`)
SELECT o.`restaurant_id`, cast(substr(o.`bill_number`, 1, 4) as integer), cast(substr(o.`bill_number`, 9) as integer), o.`bill_number`, o.`id`, o.`id`,
	o.`tracking_token_hash`, o.`created_at`, CASE WHEN o.`status` = 'cancelled' THEN 'cancelled' ELSE 'issued' END,
	o.`status`, o.`fulfilment`, o.`payment_method`, o.`payment_status`,
	CASE o.`gst_mode` WHEN 'regular' THEN 'tax_invoice' WHEN 'composition' THEN 'bill_of_supply' ELSE 'bill' END, o.`gst_mode`,
	o.`total_paise` - o.tax, o.tax, o.cgst, o.tax - o.cgst, o.`total_paise`,
	json_object(
		'restaurant', json_object('name', o.`restaurant_name`, 'nameHi', r.`name_hi`, 'address', coalesce(r.`address`, ''), 'fssai', r.`fssai_number`, 'gstin', r.`gstin`),
		'customer', json_object('name', o.`customer_name`, 'phone', o.`customer_phone`),
		'villageName', o.`village_name`,
		'address', o.`address`,
		'lines', json((SELECT json_group_array(json_object('name', i.`name`, 'nameHi', i.`name_hi`, 'quantity', i.`quantity`, 'pricePaise', i.`price_paise`, 'amountPaise', i.`price_paise` * i.`quantity`))
			FROM (SELECT * FROM `order_items` WHERE `order_id` = o.`id` ORDER BY `id`) i)),
		'subtotalPaise', o.`subtotal_paise`,
		'deliveryChargePaise', o.`delivery_charge_paise`,
		'discountPaise', o.`discount_paise`,
		'couponCode', o.`coupon_code`,
		'pricesIncludeTax', json(CASE WHEN o.`prices_include_tax` THEN 'true' ELSE 'false' END),
		'gstRateBp', CASE WHEN o.`gst_mode` = 'regular' THEN 500 ELSE 0 END,
		'gstByOperator', json(CASE WHEN r.`gst_by_operator` THEN 'true' ELSE 'false' END),
		'compositionLine', CASE WHEN o.`gst_mode` = 'composition'
			THEN json_object('en', 'Composition taxable person, not eligible to collect tax on supplies', 'hi', 'कंपोज़िशन करदाता, आपूर्ति पर कर वसूलने का पात्र नहीं') END
	)
FROM (
	-- The tax as db/bills.ts works it out (shared/tax.ts): added at placing and stored, or contained in a tax-inclusive total
	-- (total − round(total / 1.05)); CGST is half of it rounded, SGST the rest. round() of a positive value rounds half up, as Math.round.
	SELECT t.*, cast(round(t.tax / 2.0) as integer) AS cgst FROM (
		SELECT *, CASE WHEN `gst_mode` != 'regular' THEN 0 WHEN `prices_include_tax` THEN `total_paise` - cast(round(`total_paise` * 10000.0 / 10500) as integer) ELSE `tax_paise` END AS tax
		FROM `orders` WHERE `bill_number` IS NOT NULL
	) t
) o LEFT JOIN `restaurants` r ON r.`id` = o.`restaurant_id`
ORDER BY o.`id`;
--> statement-breakpoint
-- Numbers are given by db/bills.ts now, with the bill's row: an order inserted without it has no bill rather than a number
-- without its bill.
DROP TRIGGER `orders_bill_number`;
--> statement-breakpoint
-- The bill's payment line and the register follow the order: cancelled or not, delivered, paid.
CREATE TRIGGER `bills_follow_order` AFTER UPDATE OF `status`, `payment_method`, `payment_status` ON `orders`
WHEN old.`status` IS NOT new.`status` OR old.`payment_method` IS NOT new.`payment_method` OR old.`payment_status` IS NOT new.`payment_status` BEGIN
	UPDATE `bills` SET `status` = CASE WHEN new.`status` = 'cancelled' THEN 'cancelled' ELSE 'issued' END, `order_status` = new.`status`,
		`payment_method` = new.`payment_method`, `payment_status` = new.`payment_status`
	WHERE `order_id` = new.`id`;
END;
--> statement-breakpoint
-- A deleted order's bill stays in the register, cancelled (its order_id then becomes null by the foreign key).
CREATE TRIGGER `bills_keep_on_order_delete` BEFORE DELETE ON `orders` BEGIN
	UPDATE `bills` SET `status` = 'cancelled', `order_deleted_at` = cast(unixepoch('subsec') * 1000 as integer) WHERE `order_id` = old.`id`;
END;
