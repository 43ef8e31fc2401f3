-- The orders' CSV export, one line per order, formatted by SQLite when the order is written
-- instead of at every export: a day's file is then read as ready lines (about 200 bytes each),
-- not 23 values per order turned into text each time.
--
-- The columns (db/orders.ts EXPORT_HEADER), for an accountant opening the file in Excel: times
-- in India time, status words as the order list shows them, money as plain numbers with two
-- decimals (Total = Subtotal + Delivery Charge − Discount, a database check), how the customer
-- pays in the site's words, and whether a held cash order was confirmed or marked fake. A text
-- cell is quoted when it holds a comma, quote or line break (RFC 4180), and one starting with
-- = + - @ (or a tab/CR) gets a leading ' so a spreadsheet shows it as text instead of running it
-- as a formula (CSV injection). An unknown status is written as stored, never as an empty line.
--
-- The view is the one definition of a line; triggers keep the table in step with every write to
-- an order, in the same transaction. Filling it in touches no order, so it makes no order event.
CREATE VIEW `order_export_line` AS
SELECT id AS order_id,
	'ORD-' || printf('%06d', id)
	|| ',' || strftime('%Y-%m-%d %H:%M', (created_at + 19800000) / 1000, 'unixepoch')
	|| ',' || coalesce(CASE status WHEN 'placed' THEN 'Placed' WHEN 'accepted' THEN 'Accepted' WHEN 'preparing' THEN 'Preparing'
		WHEN 'out_for_delivery' THEN 'Out for delivery' WHEN 'delivered' THEN 'Delivered' WHEN 'cancelled' THEN 'Cancelled' END, status)
	|| ',' || CASE WHEN customer GLOB ('*[",' || char(10, 13) || ']*') THEN '"' || replace(customer, '"', '""') || '"' ELSE customer END
	|| ',' || CASE WHEN phone GLOB ('*[",' || char(10, 13) || ']*') THEN '"' || replace(phone, '"', '""') || '"' ELSE phone END
	|| ',' || CASE WHEN village GLOB ('*[",' || char(10, 13) || ']*') THEN '"' || replace(village, '"', '""') || '"' ELSE village END
	|| ',' || CASE WHEN address GLOB ('*[",' || char(10, 13) || ']*') THEN '"' || replace(address, '"', '""') || '"' ELSE address END
	|| ',' || CASE WHEN items GLOB ('*[",' || char(10, 13) || ']*') THEN '"' || replace(items, '"', '""') || '"' ELSE items END
	|| ',' || printf('%.2f', subtotal_paise / 100.0)
	|| ',' || printf('%.2f', delivery_charge_paise / 100.0)
	|| ',' || printf('%.2f', discount_paise / 100.0)
	|| ',' || printf('%.2f', total_paise / 100.0)
	|| ',' || CASE WHEN payment GLOB ('*[",' || char(10, 13) || ']*') THEN '"' || replace(payment, '"', '""') || '"' ELSE payment END
	|| ',' || CASE WHEN rider GLOB ('*[",' || char(10, 13) || ']*') THEN '"' || replace(rider, '"', '""') || '"' ELSE rider END
	|| ',' || CASE WHEN kitchen GLOB ('*[",' || char(10, 13) || ']*') THEN '"' || replace(kitchen, '"', '""') || '"' ELSE kitchen END
	|| ',' || CASE WHEN bill GLOB ('*[",' || char(10, 13) || ']*') THEN '"' || replace(bill, '"', '""') || '"' ELSE bill END
	|| ',' || CASE WHEN coupon GLOB ('*[",' || char(10, 13) || ']*') THEN '"' || replace(coupon, '"', '""') || '"' ELSE coupon END
	|| ',' || CASE WHEN confirmation GLOB ('*[",' || char(10, 13) || ']*') THEN '"' || replace(confirmation, '"', '""') || '"' ELSE confirmation END
	|| char(13, 10) AS line
FROM (
	SELECT o.id, o.created_at, o.status, o.subtotal_paise, o.delivery_charge_paise, o.discount_paise, o.total_paise,
		CASE WHEN substr(o.customer_name, 1, 1) IN ('=', '+', '-', '@', char(9), char(13)) THEN '''' || o.customer_name ELSE coalesce(o.customer_name, '') END AS customer,
		CASE WHEN substr(o.customer_phone, 1, 1) IN ('=', '+', '-', '@', char(9), char(13)) THEN '''' || o.customer_phone ELSE coalesce(o.customer_phone, '') END AS phone,
		CASE WHEN substr(o.village_name, 1, 1) IN ('=', '+', '-', '@', char(9), char(13)) THEN '''' || o.village_name ELSE coalesce(o.village_name, '') END AS village,
		CASE WHEN substr(o.address, 1, 1) IN ('=', '+', '-', '@', char(9), char(13)) THEN '''' || o.address ELSE coalesce(o.address, '') END AS address,
		CASE WHEN substr(o.items_summary, 1, 1) IN ('=', '+', '-', '@', char(9), char(13)) THEN '''' || o.items_summary ELSE coalesce(o.items_summary, '') END AS items,
		CASE WHEN substr(o.delivery_person_name, 1, 1) IN ('=', '+', '-', '@', char(9), char(13)) THEN '''' || o.delivery_person_name ELSE coalesce(o.delivery_person_name, '') END AS rider,
		CASE WHEN substr(o.restaurant_name, 1, 1) IN ('=', '+', '-', '@', char(9), char(13)) THEN '''' || o.restaurant_name ELSE coalesce(o.restaurant_name, '') END AS kitchen,
		CASE WHEN substr(o.bill_number, 1, 1) IN ('=', '+', '-', '@', char(9), char(13)) THEN '''' || o.bill_number ELSE coalesce(o.bill_number, '') END AS bill,
		CASE WHEN substr(o.coupon_code, 1, 1) IN ('=', '+', '-', '@', char(9), char(13)) THEN '''' || o.coupon_code ELSE coalesce(o.coupon_code, '') END AS coupon,
		-- How the customer pays, and for UPI whether the money was seen (with its UTR when given).
		CASE
			WHEN o.payment_method = 'cash' THEN (CASE o.fulfilment WHEN 'pickup' THEN 'Cash at pickup' ELSE 'Cash on delivery' END)
				|| (CASE WHEN o.payment_status = 'paid' THEN ' — paid' ELSE '' END)
			WHEN o.payment_status != 'paid' THEN 'UPI — awaiting confirmation'
			WHEN o.utr IS NOT NULL AND o.utr != '' THEN 'UPI — paid (UTR ' || o.utr || ')'
			ELSE 'UPI — paid'
		END AS payment,
		-- Marked fake (with the reason), or held "to confirm" and whether it was.
		CASE
			WHEN o.fake_reason IS NOT NULL AND o.fake_reason != '' THEN 'Marked fake: ' || o.fake_reason
			WHEN o.hold_reason IS NULL THEN ''
			ELSE (CASE WHEN o.confirmed_at IS NULL THEN 'To confirm: ' ELSE 'Confirmed: ' END)
				|| coalesce(CASE o.hold_reason WHEN 'first_order' THEN 'first order from this number' WHEN 'over_limit' THEN 'cash order over the limit'
					WHEN 'strikes' THEN 'number with strikes' END, o.hold_reason)
		END AS confirmation
	FROM orders o
);
--> statement-breakpoint
CREATE TABLE `order_export_lines` (
	`order_id` integer PRIMARY KEY NOT NULL,
	`line` text NOT NULL
);
--> statement-breakpoint
INSERT INTO order_export_lines (order_id, line) SELECT order_id, line FROM order_export_line;
--> statement-breakpoint
-- Reads the order as stored (not new.*): its bill number is set by another insert trigger.
CREATE TRIGGER `order_export_lines_ai` AFTER INSERT ON `orders` BEGIN
	INSERT INTO order_export_lines (order_id, line) SELECT order_id, line FROM order_export_line WHERE order_id = new.id
		ON CONFLICT (order_id) DO UPDATE SET line = excluded.line;
END;
--> statement-breakpoint
CREATE TRIGGER `order_export_lines_au` AFTER UPDATE OF `created_at`, `status`, `customer_name`, `customer_phone`, `village_name`, `address`, `items_summary`, `subtotal_paise`, `delivery_charge_paise`, `discount_paise`, `total_paise`, `payment_method`, `payment_status`, `fulfilment`, `utr`, `delivery_person_name`, `restaurant_name`, `bill_number`, `coupon_code`, `hold_reason`, `confirmed_at`, `fake_reason` ON `orders` BEGIN
	INSERT INTO order_export_lines (order_id, line) SELECT order_id, line FROM order_export_line WHERE order_id = new.id
		ON CONFLICT (order_id) DO UPDATE SET line = excluded.line;
END;
--> statement-breakpoint
CREATE TRIGGER `order_export_lines_ad` AFTER DELETE ON `orders` BEGIN
	DELETE FROM order_export_lines WHERE order_id = old.id;
END;
