import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Writes x.br and x.gz beside every text file of the build, once, at the highest levels; the
 * server's static plugin sends them to browsers that accept them (apps/server/src/plugins/spa.ts).
 * Uncompressed, the landing page's scripts are about three times larger on the wire.
 */
function precompress(): Plugin {
  let outDir = '';
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? files(full) : [full];
    });
  return {
    name: 'staffwright-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of files(outDir)) {
        // Below ~1 KB the headers outweigh the saving; index.html is served from memory, not from disk.
        if (!/\.(js|css|svg|json|txt)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`) || statSync(file).size < 1024) continue;
        const data = readFileSync(file);
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * The lazy screen a first visit is most likely to open, by page (mirrors src/app/router.tsx; a
 * screen missing here still works, it just loads one round trip later). "agent" stands for any
 * path on an agent's own host. A signed-in owner opening / gets the landing chunk preloaded for
 * nothing (about 8 KB): serving index.html stays free of session lookups, and visitors are the
 * ones a fast first paint matters for.
 */
const FIRST_SCREENS: Record<string, string> = {
  '/': 'src/features/marketing/landing-page.tsx',
  '/auth': 'src/features/auth/auth-page.tsx',
  agent: 'src/features/agent/agent-profile-page.tsx',
};

/**
 * Writes .vite/route-preloads.json: for each page of FIRST_SCREENS, the screen's chunk and every chunk it
 * imports statically, less what index.html already loads. The server puts them in that page's HTML
 * as modulepreload links (apps/server/src/plugins/spa.ts), so the browser fetches the screen in
 * parallel with the entry instead of after it has run: on a slow phone line that is the difference
 * between one and two script round trips before the page paints.
 */
function routePreloads(): Plugin {
  let root = '';
  return {
    name: 'staffwright-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (file: string, into = new Set<string>()) => {
        if (into.has(file)) return into;
        into.add(file);
        for (const imp of byFile.get(file)?.imports ?? []) closure(imp, into);
        return into;
      };
      const initial = new Set<string>();
      for (const c of chunks) if (c.isEntry) closure(c.fileName, initial);
      const out: Record<string, string[]> = {};
      for (const [page, src] of Object.entries(FIRST_SCREENS)) {
        const chunk = chunks.find((c) => c.facadeModuleId === path.join(root, src));
        if (!chunk) this.error(`route-preloads: no chunk for ${src} (renamed? update FIRST_SCREENS)`);
        out[page] = [...closure(chunk.fileName)].filter((f) => !initial.has(f)).map((f) => `/${f}`);
      }
      // Under .vite/ (like Vite's own manifest): read by the server, not served as a file.
      this.emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source: JSON.stringify(out, null, 1) });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), routePreloads()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    // The API runs on its own port in development (npm run dev starts both).
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 5000}`, changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Everything the entry imports statically in one chunk: the browser needs all of it before the
    // first paint anyway, and over HTTP/1.1 (six connections a host) eight small files cost more
    // round trips than one larger one. Lazy screens stay split (DESIGN §7).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
});
