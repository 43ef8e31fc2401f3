-- The kitchen's ready mark: when the food was ready (UTC ms), null until then. A time, not a
-- status, so every client keeps the six status values it knows. Adding a nullable column keeps every row.
ALTER TABLE `orders` ADD `ready_at` integer;
