CREATE INDEX "class_bookings_email_idx" ON "class_bookings" USING btree (lower("customer_email"));--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree (lower("email"));