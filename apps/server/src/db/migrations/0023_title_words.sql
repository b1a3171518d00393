-- A document's title is its file name ("room-rates-2025.csv", "price_list.pdf"), and PostgreSQL's
-- parser reads such a name as one host or file token: 'room-rates-2025.csv', never 'room', 'rate'.
-- The name's words are often what the text below it never says (a CSV row of "$339" under
-- "room-rates"), so they are indexed as words: the extension is dropped and dots, underscores and
-- hyphens become spaces. Only titles that end in the extension of a format the product reads are
-- changed; a page's title ("Wi-Fi | Example.com") is read as it is. The stored title stays as written.
CREATE FUNCTION "sw_title_words"("t" text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE
    WHEN t ~* '\.(pdf|docx?|odt|rtf|txt|md|markdown|csv)$'
      THEN regexp_replace(regexp_replace(t, '\.[A-Za-z]+$', ''), '[._-]+', ' ', 'g')
    ELSE t
  END
$$;--> statement-breakpoint
-- PostgreSQL 15 cannot change a generated column's expression (SET EXPRESSION is 17+): the column
-- is made again, which also drops its GIN index (as in 0011).
ALTER TABLE "passages" DROP COLUMN "tsv";--> statement-breakpoint
ALTER TABLE "passages" ADD COLUMN "tsv" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', sw_fold(sw_title_words(coalesce("title", '')) || ' ' || "content"))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "passages_tsv_idx" ON "passages" USING gin ("tsv");--> statement-breakpoint
-- term_stats counts tsv's lexemes, which now hold the file names' words: counted again, as in
-- 0011. Every business's passage-count row is written anew, so the searches' cached statistics
-- see a new version (decision 014).
DELETE FROM "term_stats";--> statement-breakpoint
INSERT INTO "term_stats" ("business_id", "lexeme", "df")
SELECT b.business_id, s.word, s.ndoc
FROM (SELECT DISTINCT "business_id" FROM "passages") b,
  LATERAL ts_stat(format('SELECT tsv FROM passages WHERE business_id = %s', b.business_id)) s;--> statement-breakpoint
INSERT INTO "term_stats" ("business_id", "lexeme", "df")
SELECT "business_id", '', count(*) FROM "passages" GROUP BY "business_id";
