CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"question" text NOT NULL,
	"consent" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'contacted')),
	CONSTRAINT "leads_contact_check" CHECK ("leads"."email" is not null or "leads"."phone" is not null)
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "lead_emails" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "lead_offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "lead_question" text;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_conversation_idx" ON "leads" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "leads_business_idx" ON "leads" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "leads_unmailed_idx" ON "leads" USING btree ("business_id") WHERE "leads"."mailed_at" is null;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_lead_emails_check" CHECK ("businesses"."lead_emails" in ('instant', 'digest'));