/**
 * zod compiles a fast object parser with `new Function` when the page allows eval, and finds out
 * by trying as each object schema is created: under our CSP (no 'unsafe-eval') every page that
 * loaded a schema reported a CSP violation (Lighthouse best practices: "Issues were logged"). The
 * browser parses little, so zod's interpreted parser costs nothing noticeable.
 *
 * zod 4 keeps its global config on globalThis.__zod_globalConfig (shared by every copy of zod on
 * the page; `z.config()` writes the same object). Setting it here, first thing in main.tsx, rather
 * than calling `config` from 'zod/v4/core' keeps zod out of the entry chunk (about 4 KB gzip on the
 * landing page's budget). e2e/auth.test.ts checks that no CSP violation is reported.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
