-- The cart a checkout made an order from, and at most one order per cart unless it was declined or
-- cancelled: a box sent from two tabs at once, each with its own idempotency key, is one order.
ALTER TABLE "orders" ADD COLUMN "cart_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id") WHERE "orders"."cart_id" is not null and "orders"."status" in ('placed', 'paid');