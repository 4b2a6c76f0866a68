ALTER TABLE "payments" ADD COLUMN "card_token" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "new_card" jsonb;