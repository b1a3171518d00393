/**
 * Web: the JavaScript a first visit to the landing page downloads, gzip-compressed file by file
 * (zlib level 6, what a server or CDN typically sends): the scripts index.html loads (entry,
 * modulepreloads, theme script) plus the landing route's lazy chunk and everything it imports.
 * Measured on a private copy of apps/web/dist (others may rebuild it meanwhile). The budget is in gzip;
 * the notes add the bytes actually sent (the build's brotli copies, apps/server/src/plugins/spa.ts).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { PartResult } from './lib/report.ts';
import { kb } from './lib/stats.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const WEB = path.join(ROOT, 'apps/web');
const DIST = path.join(WEB, 'dist');
const BUDGET = 120 * 1024;

const gz = (file: string) => gzipSync(readFileSync(file), { level: 6 }).length;

/** Static imports of an ES module chunk (`import … from "./x.js"`, `import "./x.js"`), not dynamic import(). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)].map((m) => m[1]!);
}

interface ManifestEntry {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The landing page's lazy chunk: from Vite's manifest when the build wrote one, else by file name. */
function landingChunk(dir: string): { file: string; how: string } | null {
  const manifestFile = path.join(dir, '.vite/manifest.json');
  if (existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
    const entry = Object.values(manifest).find((e) => /landing-page\.(t|j)sx?$/.test(e.src ?? ''));
    if (entry) return { file: path.join(dir, entry.file), how: 'Vite manifest' };
  }
  const assets = path.join(dir, 'assets');
  const hit = (existsSync(assets) ? readdirSync(assets) : []).find((f) => /^landing-page-.*\.js$/.test(f));
  return hit ? { file: path.join(assets, hit), how: 'file name landing-page-*.js (no Vite manifest)' } : null;
}

export async function benchWeb(): Promise<PartResult> {
  const notes: string[] = [];
  if (!existsSync(path.join(DIST, 'index.html'))) {
    notes.push('apps/web/dist was missing: ran `npm run build`');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore', timeout: 300_000 });
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'sw-bench-web-'));
  try {
    cpSync(DIST, dir, { recursive: true });
    const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
    const local = (href: string) => path.join(dir, href.replace(/^\//, '').split(/[?#]/)[0]!);
    const initial = [
      ...[...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!),
      ...[...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]!),
    ].filter((h) => h.startsWith('/'));
    const landing = landingChunk(dir);
    if (!landing) throw new Error('no landing-page chunk in apps/web/dist');

    // Everything those files import statically is downloaded too.
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file) || !existsSync(file)) return;
      files.add(file);
      if (file.endsWith('.js')) for (const imp of staticImports(readFileSync(file, 'utf8'))) visit(path.resolve(path.dirname(file), imp));
    };
    for (const h of initial) visit(local(h));
    const beforeLanding = files.size;
    visit(landing.file);

    // What the server actually sends: the build's brotli copy where there is one (apps/web/vite.config.ts).
    const sent = (f: string) => (existsSync(`${f}.br`) ? readFileSync(`${f}.br`).length : readFileSync(f).length);
    const sizes = [...files].map((f) => ({ name: path.relative(dir, f), raw: readFileSync(f).length, gzip: gz(f), sent: sent(f) }));
    const total = sizes.reduce((a, s) => a + s.gzip, 0);
    const raw = sizes.reduce((a, s) => a + s.raw, 0);
    const biggest = [...sizes].sort((a, b) => b.gzip - a.gzip).slice(0, 4);
    notes.push(
      `landing page JavaScript: ${sizes.length} files (${beforeLanding} from index.html and their imports, ${sizes.length - beforeLanding} for the landing route, found by ${landing.how}), ` +
        `${kb(raw)} raw, ${kb(total)} gzip, ${kb(sizes.reduce((a, x) => a + x.sent, 0))} as the server sends them (brotli copies from the build); largest: ${biggest.map((b) => `${b.name} ${kb(b.gzip)}`).join(', ')}`,
    );
    const rows: PartResult['rows'] = [
      { name: 'Web: landing page JavaScript (gzip)', figure: kb(total), budget: '≤ 120 KB', pass: total <= BUDGET },
    ];

    const widget = path.join(dir, 'widget.js');
    const widgetSource = path.join(WEB, 'public/widget.js');
    if (existsSync(widget)) {
      rows.push({
        name: 'Web: widget.js (gzip)',
        figure: `${kb(gz(widget))} (${kb(readFileSync(widget).length)} raw)`,
        budget: '—',
        pass: null,
      });
    } else if (existsSync(widgetSource)) {
      rows.push({
        name: 'Web: widget.js (gzip), from public/',
        figure: `${kb(gz(widgetSource))} (${kb(readFileSync(widgetSource).length)} raw)`,
        budget: '—',
        pass: null,
      });
      notes.push(
        'widget.js is not in apps/web/dist (built before it was added): measured apps/web/public/widget.js, which the build copies as is',
      );
    } else {
      rows.push({ name: 'Web: widget.js', figure: 'not built', budget: '—', pass: null });
    }
    return { rows, notes };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
