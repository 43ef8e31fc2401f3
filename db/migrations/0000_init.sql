CREATE TABLE `admins` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`role` text DEFAULT 'super_admin' NOT NULL,
	`token_version` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "admins_role_check" CHECK("admins"."role" in ('super_admin','admin','restaurant_manager','delivery_manager'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admins_email_unique` ON `admins` (lower("email"));