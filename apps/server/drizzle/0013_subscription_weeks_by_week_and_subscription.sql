DROP INDEX "subscription_weeks_week_idx";--> statement-breakpoint
CREATE INDEX "subscription_weeks_week_sub_idx" ON "subscription_weeks" USING btree ("week","subscription_id");