DROP INDEX "orders_week_idx";--> statement-breakpoint
CREATE INDEX "gift_cards_amount_id_idx" ON "gift_cards" USING btree ("amount_cents","id");--> statement-breakpoint
CREATE INDEX "gift_cards_redeemed_id_idx" ON "gift_cards" USING btree ("redeemed_at","id");--> statement-breakpoint
CREATE INDEX "orders_week_id_idx" ON "orders" USING btree ("week","id");--> statement-breakpoint
CREATE INDEX "orders_kind_id_idx" ON "orders" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "orders_total_id_idx" ON "orders" USING btree ("total_cents","id");--> statement-breakpoint
CREATE INDEX "orders_refunded_id_idx" ON "orders" USING btree ("id") WHERE "orders"."refunded_cents" > 0;