-- The weekly cycle (issue 12): favourites, the reason of each meal in a box, the runs and their
-- progress, notices mailed once, a declined charge's retries, and the sandbox gateway's own ledger.
CREATE TABLE "cycle_run_batches" (
	"run_id" integer NOT NULL,
	"batch" integer NOT NULL,
	"after_id" integer NOT NULL,
	"until_id" integer NOT NULL,
	"done" integer,
	"failed" integer,
	"skipped" integer,
	"finished_at" timestamp with time zone,
	CONSTRAINT "cycle_run_batches_run_id_batch_pk" PRIMARY KEY("run_id","batch")
);
--> statement-breakpoint
CREATE TABLE "cycle_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"channel_id" integer NOT NULL,
	"week" date NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_by" text NOT NULL,
	"total" integer,
	"batches" integer,
	"batches_done" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favourite_meals" (
	"user_id" integer NOT NULL,
	"menu_item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_meals_user_id_menu_item_id_pk" PRIMARY KEY("user_id","menu_item_id")
);
--> statement-breakpoint
CREATE TABLE "notices_sent" (
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notices_sent_kind_subject_pk" PRIMARY KEY("kind","subject")
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_week_items" ADD COLUMN "reason" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_weeks" ADD COLUMN "charge_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_weeks" ADD COLUMN "next_charge_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cycle_run_batches" ADD CONSTRAINT "cycle_run_batches_run_id_cycle_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."cycle_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cycle_runs" ADD CONSTRAINT "cycle_runs_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_meals" ADD CONSTRAINT "favourite_meals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_meals" ADD CONSTRAINT "favourite_meals_menu_item_id_menu_items_id_fk" FOREIGN KEY ("menu_item_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cycle_runs_week_idx" ON "cycle_runs" USING btree ("week","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "cycle_runs_running_idx" ON "cycle_runs" USING btree ("kind","channel_id","week") WHERE "cycle_runs"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_weeks_preselection_key_idx" ON "subscription_weeks" USING btree ("preselection_key") WHERE "subscription_weeks"."preselection_key" IS NOT NULL;