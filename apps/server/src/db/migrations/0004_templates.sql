CREATE TABLE "template_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"business_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_likes" (
	"template_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"industry" text NOT NULL,
	"category" text NOT NULL,
	"job_title" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"agent_name" text NOT NULL,
	"agent_title" text NOT NULL,
	"agent_bio" text NOT NULL,
	"agent_skills" jsonb NOT NULL,
	"agent_responsibilities" jsonb NOT NULL,
	"agent_experience" text NOT NULL,
	"agent_tools" jsonb NOT NULL,
	"knowledge" text NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "templates_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "template_downloads" ADD CONSTRAINT "template_downloads_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_downloads" ADD CONSTRAINT "template_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_downloads" ADD CONSTRAINT "template_downloads_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_likes" ADD CONSTRAINT "template_likes_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_likes" ADD CONSTRAINT "template_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_downloads_template_idx" ON "template_downloads" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "template_downloads_user_idx" ON "template_downloads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "template_likes_template_user_idx" ON "template_likes" USING btree ("template_id","user_id");--> statement-breakpoint
CREATE INDEX "template_likes_user_idx" ON "template_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "templates_filter_idx" ON "templates" USING btree ("industry","category","job_title");--> statement-breakpoint
CREATE INDEX "templates_downloads_idx" ON "templates" USING btree ("downloads");--> statement-breakpoint
CREATE INDEX "templates_likes_idx" ON "templates" USING btree ("likes");--> statement-breakpoint
CREATE INDEX "templates_created_idx" ON "templates" USING btree ("created_at");