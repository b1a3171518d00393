CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "retention_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_retention_days_check" CHECK ("businesses"."retention_days" in (30, 90, 365));--> statement-breakpoint
-- The HMAC key of visitors' deletion links (decision 032): 256 bits from two random UUIDs (244 random bits) hashed, written once.
INSERT INTO "app_secrets" ("name", "secret") VALUES ('conversation-deletion', encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex')) ON CONFLICT DO NOTHING;
