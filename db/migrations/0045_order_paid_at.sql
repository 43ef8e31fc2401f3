-- When a UPI order's money was seen to arrive: until then the order is not held against its kitchen as a missed one.
ALTER TABLE `orders` ADD `paid_at` integer;