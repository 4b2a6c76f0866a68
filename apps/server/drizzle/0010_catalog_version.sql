-- A counter of the catalogue's changes (decisions/012): a cart change may decide on what an
-- earlier change read of the menus, meals and plans, and then writes only if this counter has
-- not moved since. The triggers keep it honest for every writer of those tables, the admin's,
-- the seed's and a hand-typed UPDATE alike; they hold no rule of the store.
CREATE TABLE "catalog_version" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_single" CHECK ("catalog_version"."single")
);
--> statement-breakpoint
INSERT INTO "catalog_version" DEFAULT VALUES;
--> statement-breakpoint
CREATE FUNCTION "catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_version" SET "version" = "version" + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "menus_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menus"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "menu_entries_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "menu_items_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "meal_plans_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "meal_plans"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_changed"();
