-- A rider's status follows their work in code now (db/liveOrders.ts riderFollowsWork), in the
-- transaction of the write that sends an order out, finishes, deletes or reassigns it.
DROP TRIGGER IF EXISTS `orders_rider_status_on_update`;
--> statement-breakpoint
DROP TRIGGER IF EXISTS `orders_rider_status_on_delete`;
