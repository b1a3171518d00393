CREATE TABLE "term_stats" (
	"business_id" integer NOT NULL,
	"lexeme" text NOT NULL,
	"df" integer NOT NULL,
	CONSTRAINT "term_stats_business_id_lexeme_pk" PRIMARY KEY("business_id","lexeme")
);
--> statement-breakpoint
ALTER TABLE "term_stats" ADD CONSTRAINT "term_stats_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill from the passages already stored.
INSERT INTO "term_stats" ("business_id", "lexeme", "df")
SELECT b.business_id, s.word, s.ndoc
FROM (SELECT DISTINCT "business_id" FROM "passages") b,
  LATERAL ts_stat(format('SELECT tsv FROM passages WHERE business_id = %s', b.business_id)) s;--> statement-breakpoint
INSERT INTO "term_stats" ("business_id", "lexeme", "df")
SELECT "business_id", '', count(*) FROM "passages" GROUP BY "business_id";
