-- A cart change in one round trip (decisions/005): sets a meal's absolute quantity in the owner's
-- cart for an orderable week (0 removes it; the cart is created on a first add) and answers the
-- cart as the change left it. Its statements run one after another, each with a fresh snapshot
-- (READ COMMITTED), so the box check reads the lines after the cart row's lock is held: what a
-- concurrent change committed is counted. The owner is the user when p_user_id is set, otherwise
-- the guest's visitor key. The week is p_week, or the current ordering week when null; it can be
-- ordered when its menu is published, its deadline after p_now and fewer than p_orderable_weeks
-- open menus come before it (catalog.service's upcomingMenus). Outcomes: 'ok' (one row per line
-- in sku order, or one row without a line when the cart is empty or there is none),
-- 'week_closed', 'not_on_menu' (unknown meal, or an off-menu meal asked for with quantity > 0)
-- and 'box_full' (nothing changed); the rules are cart.service's setItem and box.ts's overfillsBox.
CREATE FUNCTION "cart_set_item"(
  "p_user_id" integer,
  "p_visitor_key" text,
  "p_channel_id" integer,
  "p_week" date,
  "p_sku" text,
  "p_quantity" integer,
  "p_orderable_weeks" integer,
  "p_now" timestamptz
) RETURNS TABLE (
  "outcome" text,
  "cart_week" text,
  "cart_menu_id" integer,
  "cart_checkout_action" text,
  "plan_id" integer,
  "plan_sku" text,
  "plan_short_name" text,
  "plan_name" text,
  "plan_description" text,
  "plan_meals_per_week" integer,
  "plan_price_per_meal_cents" integer,
  "plan_subscription_picking_required" boolean,
  "line_menu_item_id" integer,
  "line_quantity" integer,
  "line_sku" text,
  "line_name" text,
  "line_image" text,
  "line_price_cents" integer
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_week date;
  v_meal_id integer;
  v_on_menu boolean;
  v_cart_id integer;
  v_plan_id integer;
  v_plan_size integer;
  v_count integer;
  v_current integer;
BEGIN
  SELECT m.id, m.week INTO cart_menu_id, v_week
    FROM menus m
   WHERE m.channel_id = p_channel_id AND m.status = 'published' AND m.picking_deadline > p_now
     AND (p_week IS NULL OR m.week = p_week)
   ORDER BY m.week
   LIMIT 1;
  IF NOT FOUND OR (
    SELECT count(*) FROM menus m
     WHERE m.channel_id = p_channel_id AND m.status = 'published' AND m.picking_deadline > p_now
       AND m.week < v_week
  ) >= p_orderable_weeks THEN
    outcome := 'week_closed';
    RETURN NEXT;
    RETURN;
  END IF;
  cart_week := to_char(v_week, 'YYYY-MM-DD');

  SELECT mi.id, mi.active AND me.menu_id IS NOT NULL INTO v_meal_id, v_on_menu
    FROM menu_items mi
    LEFT JOIN menu_entries me ON me.menu_item_id = mi.id AND me.menu_id = cart_menu_id
   WHERE mi.sku = p_sku;
  -- A meal taken off the menu can still be removed from a cart that holds it.
  IF v_meal_id IS NULL OR (p_quantity > 0 AND NOT v_on_menu) THEN
    outcome := 'not_on_menu';
    RETURN NEXT;
    RETURN;
  END IF;

  -- The owner's cart, locked; created on a first add (two first adds at once make one cart).
  FOR attempt IN 1..2 LOOP
    SELECT c.id, c.meal_plan_id INTO v_cart_id, v_plan_id
      FROM carts c
     WHERE (c.user_id = p_user_id
            OR (p_user_id IS NULL AND c.visitor_key = p_visitor_key AND c.user_id IS NULL))
       AND c.channel_id = p_channel_id AND c.week = v_week
     LIMIT 1
       FOR UPDATE;
    EXIT WHEN FOUND OR p_quantity = 0 OR attempt = 2;
    INSERT INTO carts (visitor_key, user_id, channel_id, week)
      VALUES (p_visitor_key, p_user_id, p_channel_id, v_week)
      ON CONFLICT DO NOTHING;
  END LOOP;
  IF v_cart_id IS NULL THEN
    IF p_quantity > 0 THEN
      RAISE EXCEPTION 'cart for % was neither created nor found', v_week;
    END IF;
    outcome := 'ok';
    RETURN NEXT;
    RETURN;
  END IF;

  -- Read after the lock, so as the last change under it left them.
  SELECT p.meals_per_week INTO v_plan_size FROM meal_plans p WHERE p.id = v_plan_id;
  SELECT coalesce(sum(l.quantity), 0), coalesce(sum(l.quantity) FILTER (WHERE l.menu_item_id = v_meal_id), 0)
    INTO v_count, v_current
    FROM cart_lines l
   WHERE l.cart_id = v_cart_id;
  -- Lowering a quantity is always allowed, even in a box already over its plan size.
  IF v_plan_size IS NOT NULL AND p_quantity > v_current
     AND v_count - v_current + p_quantity > v_plan_size THEN
    outcome := 'box_full';
    RETURN NEXT;
    RETURN;
  END IF;

  IF p_quantity > 0 THEN
    INSERT INTO cart_lines (cart_id, menu_item_id, quantity)
      VALUES (v_cart_id, v_meal_id, p_quantity)
      ON CONFLICT (cart_id, menu_item_id) DO UPDATE SET quantity = excluded.quantity;
  ELSE
    DELETE FROM cart_lines l WHERE l.cart_id = v_cart_id AND l.menu_item_id = v_meal_id;
  END IF;
  UPDATE carts c SET updated_at = p_now WHERE c.id = v_cart_id;

  RETURN QUERY
    SELECT 'ok', cart_week, cart_menu_id, c.checkout_action,
           p.id, p.sku, p.short_name, p.name, p.description, p.meals_per_week,
           p.price_per_meal_cents, p.subscription_picking_required,
           l.menu_item_id, l.quantity, mi.sku, mi.name, mi.image, mi.price_cents
      FROM carts c
      LEFT JOIN meal_plans p ON p.id = c.meal_plan_id
      LEFT JOIN cart_lines l ON l.cart_id = c.id
      LEFT JOIN menu_items mi ON mi.id = l.menu_item_id
     WHERE c.id = v_cart_id
     ORDER BY mi.sku;
END;
$$;
