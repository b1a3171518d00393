ALTER TABLE "crawl_runs" DROP CONSTRAINT "crawl_runs_status_check";--> statement-breakpoint
ALTER TABLE "crawl_runs" ADD COLUMN "skipped_by_reason" jsonb DEFAULT '{"limit":0,"excluded":0,"robots":0,"duplicate":0,"notHtml":0,"error":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "crawl_runs" ADD COLUMN "page_limit" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "crawl_runs" ADD COLUMN "include_paths" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "crawl_runs" ADD COLUMN "exclude_paths" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "crawl_runs" ADD CONSTRAINT "crawl_runs_status_check" CHECK ("crawl_runs"."status" in ('queued', 'running', 'done', 'partial', 'failed'));