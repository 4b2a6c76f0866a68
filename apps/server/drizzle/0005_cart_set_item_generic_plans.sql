-- Every statement of cart_set_item is a lookup by key: plan each once (PL/pgSQL keeps the plans
-- per connection) instead of again on every call, as a custom plan would be.
ALTER FUNCTION "cart_set_item"(integer, text, integer, text, text, integer, integer, timestamptz)
  SET plan_cache_mode = force_generic_plan;
