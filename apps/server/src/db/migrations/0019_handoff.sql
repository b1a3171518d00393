CREATE TABLE "handoffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"state" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"consent" text NOT NULL,
	"promise" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "visitor_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "visitor_reply_id" integer;--> statement-breakpoint
ALTER TABLE "handoffs" ADD CONSTRAINT "handoffs_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handoffs" ADD CONSTRAINT "handoffs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "handoffs_conversation_idx" ON "handoffs" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "handoffs_business_idx" ON "handoffs" USING btree ("business_id","state");