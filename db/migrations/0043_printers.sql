CREATE TABLE `print_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`printer_id` integer NOT NULL,
	`order_id` integer,
	`kind` text NOT NULL,
	`reason` text NOT NULL,
	`printed_at` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`printer_id`) REFERENCES `printers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `print_jobs_auto_unique` ON `print_jobs` (`order_id`,`printer_id`,`kind`,`reason`) WHERE "print_jobs"."reason" = 'auto';--> statement-breakpoint
CREATE INDEX `print_jobs_waiting_idx` ON `print_jobs` (`printer_id`,`next_attempt_at`) WHERE "print_jobs"."printed_at" is null;--> statement-breakpoint
CREATE INDEX `print_jobs_order_idx` ON `print_jobs` (`order_id`);--> statement-breakpoint
CREATE TABLE `printers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`restaurant_id` integer NOT NULL,
	`name` text NOT NULL,
	`connection` text DEFAULT 'network' NOT NULL,
	`host` text,
	`port` integer DEFAULT 9100 NOT NULL,
	`paper_width` integer DEFAULT 80 NOT NULL,
	`copies` integer DEFAULT 1 NOT NULL,
	`prints_kot` integer DEFAULT true NOT NULL,
	`prints_bill` integer DEFAULT false NOT NULL,
	`state` text DEFAULT 'unknown' NOT NULL,
	`last_error` text,
	`last_printed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "printers_paper_check" CHECK("printers"."paper_width" in (58, 80)),
	CONSTRAINT "printers_copies_check" CHECK("printers"."copies" between 1 and 5),
	CONSTRAINT "printers_port_check" CHECK("printers"."port" between 1 and 65535)
);
--> statement-breakpoint
CREATE INDEX `printers_restaurant_idx` ON `printers` (`restaurant_id`);--> statement-breakpoint
ALTER TABLE `restaurants` ADD `auto_print_kot` integer DEFAULT false NOT NULL;