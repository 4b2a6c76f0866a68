-- The box rule moves back into the cart service (decisions/010): a cart change checks the box in
-- TypeScript and writes only if the cart is still at the version it read. The database function
-- that held a copy of the rule goes.
ALTER TABLE "carts" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
DROP FUNCTION IF EXISTS "cart_set_item"(integer, text, integer, text, text, integer, integer, timestamptz);

