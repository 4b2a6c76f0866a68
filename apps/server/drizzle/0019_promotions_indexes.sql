-- The promotions report reads a range's orders with a code, and those paid partly from a gift card
-- balance, through indexes of those orders alone.
CREATE INDEX "orders_discounted_week_idx" ON "orders" USING btree ("week","id") WHERE "orders"."discount_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_gift_card_week_idx" ON "orders" USING btree ("week","id") WHERE "orders"."gift_card_cents" > 0;