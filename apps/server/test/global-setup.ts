import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; url: string; template: string };
  }
}

/**
 * Builds one migrated database for the whole run; each test file then gets its own copy quickly
 * (PGlite: load a data-dir dump instead of running initdb; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `sw_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const tplUrl = withDatabase(url, template);
    const db = openPostgres(tplUrl, 1);
    await migrate(db);
    await db.close();
    project.provide('dbTemplate', { kind: 'postgres', url, template });
    return async () => {
      // Copies made from the template by test files that crashed before dropping theirs.
      const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE '${template}_%'`);
      for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const db = await openPglite(undefined);
  await migrate(db);
  const dump = await dumpOf(db);
  const dir = mkdtempSync(path.join(tmpdir(), 'sw-test-'));
  const dumpFile = path.join(dir, 'template.tar.gz');
  writeFileSync(dumpFile, dump);
  await db.close();
  project.provide('dbTemplate', { kind: 'pglite', dumpFile });
}

async function dumpOf(db: Awaited<ReturnType<typeof openPglite>>): Promise<Buffer> {
  const blob = await db.dumpDataDir!();
  return Buffer.from(await blob.arrayBuffer());
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
