-- Why a cancelled bill was cancelled when no order can say it: a restore that replaced a database keeps the bills that
-- database had issued past the restored one's, cancelled with the reason "lost in restore", so each series stays
-- gap-free and the accountant sees why (db/restoreNumbers.ts).
ALTER TABLE `bills` ADD `cancel_reason` text;
