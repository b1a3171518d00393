CREATE TABLE "appointment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"service_id" integer,
	"service_name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"preferences" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"consent" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"starts_at" timestamp with time zone,
	"owner_message" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_requests_status_check" CHECK ("appointment_requests"."status" in ('requested', 'proposed', 'confirmed', 'declined')),
	CONSTRAINT "appointment_requests_contact_check" CHECK ("appointment_requests"."email" is not null or "appointment_requests"."phone" is not null)
);
--> statement-breakpoint
CREATE TABLE "bookable_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookable_services_duration_check" CHECK ("bookable_services"."duration_minutes" between 5 and 480)
);
--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_service_id_bookable_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."bookable_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookable_services" ADD CONSTRAINT "bookable_services_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_requests_business_idx" ON "appointment_requests" USING btree ("business_id","requested_at");--> statement-breakpoint
CREATE INDEX "appointment_requests_conversation_idx" ON "appointment_requests" USING btree ("conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookable_services_business_name_idx" ON "bookable_services" USING btree ("business_id",lower("name"));