CREATE TABLE `delivery_codes` (
	`order_id` integer PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`issued_at` integer NOT NULL,
	`wrong_tries` integer DEFAULT 0 NOT NULL,
	`locked_at` integer,
	`owner_told_at` integer,
	`verified_at` integer,
	`overridden_at` integer,
	`overridden_by` integer,
	`overridden_by_name` text,
	`override_reason` text,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`overridden_by`) REFERENCES `admins`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `restaurants` ADD `delivery_code` integer DEFAULT false NOT NULL;