-- Orders are created and settled by TypeScript use cases, each in one transaction through the
-- repositories (modules/orders/create-order.ts, finish-paid-order.ts; decisions/010). The
-- database functions that wrote the same rows beside them go.
DROP FUNCTION IF EXISTS "checkout_reserve_order"(text, text, integer, integer, date, date, text, integer, integer, integer, integer, integer, integer, integer, jsonb, jsonb, text, jsonb);
--> statement-breakpoint
DROP FUNCTION IF EXISTS "checkout_finish_order"(integer, integer, integer, date, integer, text, integer, jsonb, text, text, text, text, text, text, text, integer, integer, text, jsonb, jsonb);
