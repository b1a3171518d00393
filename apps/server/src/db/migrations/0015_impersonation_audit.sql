-- Audit rows outlive the accounts they name (decision 024): the user ids turn NULL when a user is
-- deleted (ON DELETE SET NULL instead of CASCADE) and the usernames are kept as text. Writes made while
-- impersonating are audited with their method, route and answer status.
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_name" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "route" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "status" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Rows written before this migration get the names their users have now.
UPDATE "audit_log" a SET "actor_name" = u."username" FROM "users" u WHERE u."id" = a."actor_id";--> statement-breakpoint
UPDATE "audit_log" a SET "target_name" = u."username" FROM "users" u WHERE u."id" = a."target_id";
