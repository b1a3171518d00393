/**
 * Writes the template catalogue's seed migration from the content in ./template-seed/.
 *
 *   npx tsx apps/server/scripts/generate-template-seed.ts          # writes the migration
 *   npx tsx apps/server/scripts/generate-template-seed.ts --check  # exits 1 if it is out of date
 *
 * Deterministic: the same content always gives the same SQL. The migration has already run on
 * databases that started after it was added, so a content change after release belongs in a new
 * migration (UPDATE … WHERE slug = …), not in an edit of this one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildTemplates, coverage, templateSeedSql } from './template-seed/build.ts';

export const SEED_MIGRATION = fileURLToPath(new URL('../src/db/migrations/0005_templates_seed.sql', import.meta.url));

function main() {
  const templates = buildTemplates();
  const sql = templateSeedSql(templates);
  if (process.argv.includes('--check')) {
    const current = readFileSync(SEED_MIGRATION, 'utf8');
    if (current !== sql) {
      console.error(`${SEED_MIGRATION} is out of date: run npx tsx apps/server/scripts/generate-template-seed.ts`);
      process.exit(1);
    }
    console.log('Template seed is up to date.');
    return;
  }
  writeFileSync(SEED_MIGRATION, sql);
  console.log(`Wrote ${templates.length} templates to ${SEED_MIGRATION}`);
  for (const line of coverage(templates)) console.log(`  ${line}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
