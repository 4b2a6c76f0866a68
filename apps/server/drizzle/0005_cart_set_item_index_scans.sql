-- cart_set_item (0004) as before, each statement a lookup in a unique index. Every statement is
-- planned once (PL/pgSQL keeps the plans per connection) instead of again on every call, as a
-- custom plan would be, and as an index scan: a sequential or bitmap scan first asks the table's
-- size, on PGlite a system call through its file system, five per cart change before
-- (docs/benchmarks.md). The owner's cart is looked up by one statement per kind of owner: the
-- two-owner condition of 0004 matched no single index.
CREATE OR REPLACE FUNCTION "cart_set_item"(
  "p_user_id" integer,
  "p_visitor_key" text,
  "p_channel_id" integer,
  "p_week" text,
  "p_sku" text,
  "p_quantity" integer,
  "p_orderable_weeks" integer,
  "p_now" timestamptz
) RETURNS json LANGUAGE plpgsql VOLATILE
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off SET enable_bitmapscan = off
AS $$
DECLARE
  v_menu_id integer;
  v_week date;
  v_meal_id integer;
  v_on_menu boolean;
  v_cart_id integer;
  v_plan_id integer;
  v_plan_size integer;
  v_count integer;
  v_current integer;
  v_answer json;
BEGIN
  SELECT o.id, o.week, mi.id, mi.active AND me.menu_id IS NOT NULL
    INTO v_menu_id, v_week, v_meal_id, v_on_menu
    FROM (SELECT m.id, m.week
            FROM menus m
           WHERE m.channel_id = p_channel_id AND m.status = 'published'
             AND m.picking_deadline > p_now
           ORDER BY m.week
           LIMIT p_orderable_weeks) o
    LEFT JOIN menu_items mi ON mi.sku = p_sku
    LEFT JOIN menu_entries me ON me.menu_id = o.id AND me.menu_item_id = mi.id
   WHERE p_week IS NULL OR to_char(o.week, 'YYYY-MM-DD') = p_week
   ORDER BY o.week
   LIMIT 1;
  IF NOT FOUND THEN
    RETURN json_build_object('outcome', 'week_closed');
  END IF;
  -- A meal taken off the menu can still be removed from a cart that holds it.
  IF v_meal_id IS NULL OR (p_quantity > 0 AND NOT v_on_menu) THEN
    RETURN json_build_object('outcome', 'not_on_menu');
  END IF;

  -- The owner's cart, locked; created on a first add (two first adds at once make one cart).
  FOR attempt IN 1..2 LOOP
    -- One statement per kind of owner, so that each is a lookup in its own unique index.
    IF p_user_id IS NOT NULL THEN
      SELECT c.id, c.meal_plan_id INTO v_cart_id, v_plan_id
        FROM carts c
       WHERE c.user_id = p_user_id AND c.channel_id = p_channel_id AND c.week = v_week
         FOR UPDATE;
    ELSE
      SELECT c.id, c.meal_plan_id INTO v_cart_id, v_plan_id
        FROM carts c
       WHERE c.visitor_key = p_visitor_key AND c.channel_id = p_channel_id AND c.week = v_week
         AND c.user_id IS NULL
         FOR UPDATE;
    END IF;
    EXIT WHEN FOUND OR p_quantity = 0 OR attempt = 2;
    INSERT INTO carts (visitor_key, user_id, channel_id, week)
      VALUES (p_visitor_key, p_user_id, p_channel_id, v_week)
      ON CONFLICT DO NOTHING;
  END LOOP;
  IF v_cart_id IS NULL THEN
    IF p_quantity > 0 THEN
      RAISE EXCEPTION 'cart for % was neither created nor found', v_week;
    END IF;
    -- Nothing to remove from a cart there is none of: it shows as an empty one.
    RETURN json_build_object('outcome', 'ok', 'week', v_week, 'menuId', v_menu_id,
                             'checkoutAction', NULL, 'plan', NULL, 'lines', '[]'::json);
  END IF;

  -- Read under the lock: the plan and the lines as the last change left them.
  SELECT (SELECT p.meals_per_week FROM meal_plans p WHERE p.id = v_plan_id),
         coalesce(sum(l.quantity), 0),
         coalesce(sum(l.quantity) FILTER (WHERE l.menu_item_id = v_meal_id), 0)
    INTO v_plan_size, v_count, v_current
    FROM cart_lines l
   WHERE l.cart_id = v_cart_id;
  -- Lowering a quantity is always allowed, even in a box already over its plan size.
  IF v_plan_size IS NOT NULL AND p_quantity > v_current
     AND v_count - v_current + p_quantity > v_plan_size THEN
    RETURN json_build_object('outcome', 'box_full');
  END IF;

  IF p_quantity > 0 THEN
    INSERT INTO cart_lines (cart_id, menu_item_id, quantity)
      VALUES (v_cart_id, v_meal_id, p_quantity)
      ON CONFLICT (cart_id, menu_item_id) DO UPDATE SET quantity = excluded.quantity;
  ELSE
    DELETE FROM cart_lines l WHERE l.cart_id = v_cart_id AND l.menu_item_id = v_meal_id;
  END IF;

  WITH touched AS (
    UPDATE carts c SET updated_at = p_now WHERE c.id = v_cart_id
    RETURNING c.checkout_action, c.meal_plan_id
  )
  SELECT json_build_object(
           'outcome', 'ok',
           'week', v_week,
           'menuId', v_menu_id,
           'checkoutAction', t.checkout_action,
           'plan', (SELECT json_build_object(
                             'sku', p.sku,
                             'shortName', p.short_name,
                             'name', p.name,
                             'description', p.description,
                             'mealsPerWeek', p.meals_per_week,
                             'pricePerMealCents', p.price_per_meal_cents,
                             'subscriptionPickingRequired', p.subscription_picking_required)
                      FROM meal_plans p WHERE p.id = t.meal_plan_id),
           'lines', (SELECT coalesce(json_agg(json_build_object(
                                       'menuItemId', l.menu_item_id,
                                       'quantity', l.quantity,
                                       'sku', mi.sku,
                                       'name', mi.name,
                                       'image', mi.image,
                                       'priceCents', mi.price_cents) ORDER BY mi.sku), '[]'::json)
                       FROM cart_lines l JOIN menu_items mi ON mi.id = l.menu_item_id
                      WHERE l.cart_id = v_cart_id))
    INTO v_answer
    FROM touched t;
  RETURN v_answer;
END;
$$;
