CREATE TABLE `partner_requests` (
	`key` text PRIMARY KEY NOT NULL,
	`request_hash` text NOT NULL,
	`status_code` integer NOT NULL,
	`response` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `partner_requests_created_idx` ON `partner_requests` (`created_at`);