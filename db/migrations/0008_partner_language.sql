-- The language the kitchen & rider app opens in, per account: Hindi unless an admin or the
-- partner chose English. Hand-written (drizzle-kit would rebuild the table for a CHECK): an
-- added column may carry its own CHECK in SQLite, and every existing account gets 'hi'.
ALTER TABLE `users` ADD `language` text DEFAULT 'hi' NOT NULL CONSTRAINT `users_language_check` CHECK(`language` in ('hi','en'));
