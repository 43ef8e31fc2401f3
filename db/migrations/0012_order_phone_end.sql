-- Finding an order by the last digits of the caller's number: an index on the last four.
CREATE INDEX `orders_phone_last4_idx` ON `orders` (substr("customer_phone", -4), `created_at`);
