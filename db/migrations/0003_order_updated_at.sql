-- Orders get their own updated_at (null until the first status change). Before this, the
-- schema mapped updatedAt onto created_at, so a status change moved the creation time.
-- orders_created_customer_idx is already made by 0002_scale (its snapshot missed it).
ALTER TABLE `orders` ADD `updated_at` integer;
