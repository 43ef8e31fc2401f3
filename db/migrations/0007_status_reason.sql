ALTER TABLE `order_status_history` ADD `reason` text;
