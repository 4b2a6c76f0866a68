-- Checkout's reservation (decisions/003, step 1) in one round trip: the order in state 'placed',
-- unless the customer's idempotency key is taken (then nothing is written and the answer is
-- null), its lines (p_lines: [{ menu_item_id, name, unit_price_cents, quantity }]) and, when the
-- card pays something, its pending payment, keyed 'order-<id>-checkout' for the gateway, with
-- the card it charges. Answers { order_id, created_at, payment_id } (payment_id null when the
-- card pays nothing). A function, so that its statements are planned once per connection.
CREATE FUNCTION "checkout_reserve_order"(
  "p_customer_order_key" text,
  "p_idempotency_key" text,
  "p_user_id" integer,
  "p_channel_id" integer,
  "p_week" date,
  "p_delivery_date" date,
  "p_kind" text,
  "p_subtotal_cents" integer,
  "p_subscription_discount_cents" integer,
  "p_discount_id" integer,
  "p_discount_cents" integer,
  "p_gift_card_cents" integer,
  "p_card_charge_cents" integer,
  "p_total_cents" integer,
  "p_shipping" jsonb,
  "p_lines" jsonb,
  "p_card_token" text,
  "p_new_card" jsonb
) RETURNS json LANGUAGE plpgsql VOLATILE
-- Lookups by key, each planned once per connection as an index scan (see 0005).
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off SET enable_bitmapscan = off
AS $$
DECLARE
  v_order_id integer;
  v_created_at timestamptz;
  v_payment_id integer;
BEGIN
  INSERT INTO "orders" ("customer_order_key", "idempotency_key", "user_id", "channel_id", "week",
                        "delivery_date", "kind", "status", "subtotal_cents",
                        "subscription_discount_cents", "discount_id", "discount_cents",
                        "gift_card_cents", "card_charge_cents", "total_cents", "shipping")
  VALUES (p_customer_order_key, p_idempotency_key, p_user_id, p_channel_id, p_week,
          p_delivery_date, p_kind, 'placed', p_subtotal_cents, p_subscription_discount_cents,
          p_discount_id, p_discount_cents, p_gift_card_cents, p_card_charge_cents, p_total_cents,
          p_shipping)
  ON CONFLICT ("idempotency_key") DO NOTHING
  RETURNING "id", "created_at" INTO v_order_id, v_created_at;
  IF v_order_id IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO "order_lines" ("order_id", "menu_item_id", "name", "unit_price_cents", "quantity")
  SELECT v_order_id, line.menu_item_id, line.name, line.unit_price_cents, line.quantity
    FROM jsonb_to_recordset(p_lines)
      AS line (menu_item_id integer, name text, unit_price_cents integer, quantity integer);
  IF p_card_charge_cents > 0 THEN
    INSERT INTO "payments" ("order_id", "idempotency_key", "amount_cents", "card_token", "new_card",
                            "status")
    VALUES (v_order_id, 'order-' || v_order_id || '-checkout', p_card_charge_cents, p_card_token,
            p_new_card, 'pending')
    RETURNING "id" INTO v_payment_id;
  END IF;
  RETURN json_build_object('order_id', v_order_id, 'created_at', v_created_at,
                           'payment_id', v_payment_id);
END;
$$;
--> statement-breakpoint
-- Everything that happens once an order is paid (decisions/003, step 3), in one round trip and
-- exactly once per order: the charge this request made (p_payment_id, p_reference; both null when
-- none), then, only when the order is still 'placed' (its row locked first, so a twin request
-- finishing the same order waits and then finds it paid): the order marked paid, its
-- subscription when p_meal_plan_id is set (with its first week, paid, and that week's meals: the
-- order's lines), the customer's cart for the order's week deleted, the customer's details kept
-- (p_details: the columns that change, by name; the others keep their value: the shipping
-- address, and the card that paid), the confirmation mail in the outbox (unless p_mail_to is
-- null) and the purchase event. Answers whether this call paid the order (false: another
-- request had; only the charge's result was saved).
CREATE FUNCTION "checkout_finish_order"(
  "p_order_id" integer,
  "p_user_id" integer,
  "p_channel_id" integer,
  "p_week" date,
  "p_payment_id" integer,
  "p_reference" text,
  "p_meal_plan_id" integer,
  "p_details" jsonb,
  "p_mail_to" text,
  "p_mail_subject" text,
  "p_mail_html" text,
  "p_mail_text" text,
  "p_mail_template" text,
  "p_mail_status" text,
  "p_event_name" text,
  "p_event_user_id" integer,
  "p_event_channel_id" integer,
  "p_event_visitor_key" text,
  "p_event_properties" jsonb,
  "p_event_metadata" jsonb
) RETURNS boolean LANGUAGE plpgsql VOLATILE
-- Lookups by key, each planned once per connection as an index scan (see 0005).
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off SET enable_bitmapscan = off
AS $$
DECLARE
  v_status text;
  v_subscription_id integer;
  v_week_id integer;
BEGIN
  IF p_payment_id IS NOT NULL THEN
    UPDATE "payments"
       SET "status" = 'succeeded', "gateway_reference" = p_reference, "updated_at" = now()
     WHERE "id" = p_payment_id;
  END IF;
  SELECT "status" INTO v_status FROM "orders" WHERE "id" = p_order_id FOR UPDATE;
  IF v_status IS DISTINCT FROM 'placed' THEN
    RETURN false;
  END IF;
  IF p_meal_plan_id IS NOT NULL THEN
    INSERT INTO "subscriptions" ("user_id", "channel_id", "meal_plan_id", "start_week")
    VALUES (p_user_id, p_channel_id, p_meal_plan_id, p_week)
    RETURNING "id" INTO v_subscription_id;
    INSERT INTO "subscription_weeks" ("subscription_id", "week", "state", "order_id")
    VALUES (v_subscription_id, p_week, 'paid', p_order_id)
    RETURNING "id" INTO v_week_id;
    INSERT INTO "subscription_week_items" ("subscription_week_id", "menu_item_id", "quantity")
    SELECT v_week_id, line."menu_item_id", line."quantity"
      FROM "order_lines" line
     WHERE line."order_id" = p_order_id;
  END IF;
  UPDATE "orders"
     SET "status" = 'paid', "subscription_id" = v_subscription_id, "updated_at" = now()
   WHERE "id" = p_order_id;
  DELETE FROM "carts"
   WHERE "user_id" = p_user_id AND "channel_id" = p_channel_id AND "week" = p_week;
  UPDATE "users" u
     SET ("first_name", "last_name", "company", "address_1", "address_2", "city", "state",
          "zip_code", "dayphone", "delivery_instructions", "card_token", "card_brand",
          "card_last4", "card_exp_month", "card_exp_year", "payment_first_name",
          "payment_last_name", "payment_company", "payment_address", "payment_address_2",
          "payment_city", "payment_state", "payment_zip_code")
       = (SELECT given."first_name", given."last_name", given."company", given."address_1",
                 given."address_2", given."city", given."state", given."zip_code",
                 given."dayphone", given."delivery_instructions", given."card_token",
                 given."card_brand", given."card_last4", given."card_exp_month",
                 given."card_exp_year", given."payment_first_name", given."payment_last_name",
                 given."payment_company", given."payment_address", given."payment_address_2",
                 given."payment_city", given."payment_state", given."payment_zip_code"
            FROM jsonb_populate_record(u, p_details) AS given),
         "updated_at" = now()
   WHERE u."id" = p_user_id;
  IF p_mail_to IS NOT NULL THEN
    INSERT INTO "email_outbox" ("to", "subject", "html", "text", "template", "status")
    VALUES (p_mail_to, p_mail_subject, p_mail_html, p_mail_text, p_mail_template, p_mail_status);
  END IF;
  INSERT INTO "analytics_events" ("name", "user_id", "channel_id", "visitor_key", "properties",
                                  "metadata")
  VALUES (p_event_name, p_event_user_id, p_event_channel_id, p_event_visitor_key,
          p_event_properties, p_event_metadata);
  RETURN true;
END;
$$;
