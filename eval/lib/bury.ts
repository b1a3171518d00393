/**
 * `npm run eval -- --bury 1500`: the corpus's website buried in a large one, as a business's pages
 * sit inside a site with years of news posts or a big documentation section. The corpus's pages
 * are copied as they are; `count` archive pages of filler text are added, linked from the home
 * page's footer, and a sitemap lists every page in alphabetical order (the archive first), as the
 * sitemaps of large sites do. The questions do not change: they measure whether the crawl still
 * reads the pages customers ask about when the site is larger than the page limit.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const WORDS =
  'service update notice archive bulletin record maintenance schedule report quarterly internal reference version change summary entry item minutes draft memo'.split(
    ' ',
  );

function filler(seed: number): string {
  let x = seed * 2654435761;
  const next = () => {
    x = (x ^ (x << 13)) >>> 0;
    x = (x ^ (x >>> 17)) >>> 0;
    x = (x ^ (x << 5)) >>> 0;
    return x;
  };
  return Array.from({ length: 4 }, () => Array.from({ length: 30 }, () => WORDS[next() % WORDS.length]).join(' '))
    .map((p, i) => `<p>Archive entry ${seed}.${i}: ${p}.</p>`)
    .join('\n');
}

export function buryWebsite(siteDir: string, count: number): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'sw-eval-buried-'));
  cpSync(siteDir, dir, { recursive: true });
  const own = readdirSync(siteDir).filter((f) => f.endsWith('.html'));
  mkdirSync(path.join(dir, 'archive'));
  const archive: string[] = [];
  for (let i = 1; i <= count; i++) {
    const name = `entry-${String(i).padStart(5, '0')}.html`;
    archive.push(`/archive/${name}`);
    writeFileSync(
      path.join(dir, 'archive', name),
      `<!doctype html><html><head><title>Archive entry ${i}</title></head><body><main><h1>Archive entry ${i}</h1>${filler(i)}</main></body></html>`,
    );
  }
  writeFileSync(
    path.join(dir, 'archive', 'index.html'),
    `<!doctype html><html><head><title>Archive</title></head><body><main><h1>Archive</h1><ul>${archive
      .map((p) => `<li><a href="${p}">${p}</a></li>`)
      .join('')}</ul></main></body></html>`,
  );
  const home = path.join(dir, 'index.html');
  writeFileSync(home, readFileSync(home, 'utf8').replace('</body>', '<footer><a href="/archive/">Archive</a></footer></body>'));
  const pages = ['/', ...own.filter((f) => f !== 'index.html').map((f) => `/${f}`), '/archive/', ...archive].sort();
  writeFileSync(
    path.join(dir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${pages
      .map((p) => `<url><loc>${p}</loc></url>`)
      .join('\n')}\n</urlset>\n`,
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
