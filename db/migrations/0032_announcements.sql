ALTER TABLE `notifications` ADD `sent_at` integer;--> statement-breakpoint
ALTER TABLE `notifications` ADD `reached` integer;--> statement-breakpoint
CREATE INDEX `notifications_due_idx` ON `notifications` (`scheduled_at`) WHERE "notifications"."sent_at" is null;--> statement-breakpoint
CREATE INDEX `notifications_sent_idx` ON `notifications` (`sent_at`);--> statement-breakpoint
-- Written by hand: what went out before pushes existed is not pushed now, and keeps no device count.
UPDATE `notifications` SET `sent_at` = `scheduled_at` WHERE `scheduled_at` <= cast(unixepoch('subsec') * 1000 as integer);
