-- An order's meals, kept with it (its lines' quantities summed) so the reports need not read
-- every line: the orders there are counted, then required of every new order.
ALTER TABLE "orders" ADD COLUMN "meal_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "orders" o SET "meal_count" = l.meals
  FROM (SELECT order_id, sum(quantity)::integer AS meals FROM order_lines GROUP BY order_id) l
 WHERE l.order_id = o.id;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "meal_count" DROP DEFAULT;
