-- Staff's searches for any part of a name, an email or a card's code use trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "gift_cards_code_trgm_idx" ON "gift_cards" USING gin (upper("code") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_id_idx" ON "users" USING btree (lower(("first_name" || ' ' || "last_name")),"id");--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);