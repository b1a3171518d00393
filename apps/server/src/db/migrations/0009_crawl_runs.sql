CREATE TABLE "crawl_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"url" text NOT NULL,
	"site_key" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"pages_found" integer DEFAULT 0 NOT NULL,
	"pages_indexed" integer DEFAULT 0 NOT NULL,
	"pages_skipped" integer DEFAULT 0 NOT NULL,
	"error" text,
	"source_id" integer,
	"job_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crawl_runs_status_check" CHECK ("crawl_runs"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "crawl_runs_trigger_check" CHECK ("crawl_runs"."trigger" in ('owner', 'schedule'))
);
--> statement-breakpoint
CREATE TABLE "crawl_schedules" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"interval" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crawl_schedules_interval_check" CHECK ("crawl_schedules"."interval" in ('off', 'daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "crawl_runs" ADD CONSTRAINT "crawl_runs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crawl_runs" ADD CONSTRAINT "crawl_runs_source_id_training_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."training_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crawl_schedules" ADD CONSTRAINT "crawl_schedules_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crawl_runs_active_site_idx" ON "crawl_runs" USING btree ("business_id","site_key") WHERE "crawl_runs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "crawl_runs_business_created_idx" ON "crawl_runs" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "crawl_runs_source_idx" ON "crawl_runs" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "crawl_runs_unfinished_idx" ON "crawl_runs" USING btree ("updated_at") WHERE "crawl_runs"."status" in ('queued', 'running');