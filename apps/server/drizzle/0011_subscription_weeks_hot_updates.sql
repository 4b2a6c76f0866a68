-- A subscriber's week changes state many times before its deadline (skip, unskip, picks), many
-- subscribers at once. Indexed by state, each change added entries to both indexes and a row
-- version wherever the table had room, so under load the table grew a page at a time and
-- writers queued for its extension lock. By week alone (the weekly cycle reads a week's rows and
-- their states), and with room left in each page, a change rewrites the row in its own page.
DROP INDEX "subscription_weeks_week_state_idx";--> statement-breakpoint
CREATE INDEX "subscription_weeks_week_idx" ON "subscription_weeks" USING btree ("week");--> statement-breakpoint
ALTER TABLE "subscription_weeks" SET (fillfactor = 80);
