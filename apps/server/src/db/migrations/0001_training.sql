CREATE TABLE "passages" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"position" integer NOT NULL,
	"content" text NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce("title", '') || ' ' || "content")) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"preview" text DEFAULT '' NOT NULL,
	"summary" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "passages" ADD CONSTRAINT "passages_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passages" ADD CONSTRAINT "passages_source_id_training_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."training_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sources" ADD CONSTRAINT "training_sources_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passages_business_idx" ON "passages" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "passages_source_idx" ON "passages" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "passages_tsv_idx" ON "passages" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "training_sources_business_idx" ON "training_sources" USING btree ("business_id");