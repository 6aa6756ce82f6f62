ALTER TABLE `print_fulfilments` ADD `refund_failures` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `print_fulfilments` ADD `refund_retry_at` integer;