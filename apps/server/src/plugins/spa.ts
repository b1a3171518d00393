import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isAgentHost } from './origin-check.ts';

/**
 * Serves the built SPA: hashed assets with a year's cache, index.html (never cached) for every
 * other GET that is not an API call, so client-side routes survive reloads. The web build writes a
 * brotli and a gzip copy beside each text asset (apps/web/vite.config.ts); they are sent to browsers
 * that accept them, so the server compresses nothing per request.
 */
export interface SpaOptions {
  appDomain: string;
  /**
   * For /embed/{businessId}: the sites allowed to frame that business's chat, or null when the
   * business is not published. The page is framable by those sites only.
   */
  embedAncestors: (businessId: number) => Promise<string[] | null>;
}

export async function registerSpa(app: FastifyInstance, distDir: string, opts: SpaOptions): Promise<void> {
  const { appDomain } = opts;
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app is not built; run `npm run build` (API only)');
    return;
  }
  // The agent domain rides along in the page, so the app can tell an agent page's host without a request.
  const indexHtml = readFileSync(indexFile, 'utf8').replace(
    '</head>',
    `<meta name="sw-app-domain" content="${appDomain.replace(/[^a-z0-9.-]/g, '')}" /></head>`,
  );
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, sentPath) {
      // With preCompressed, the path is the copy actually sent (app.js.br): judge by the original's name.
      const filePath = sentPath.replace(/\.(br|gz)$/, '');
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
      // The embeddable widget is loaded by other sites' pages.
      if (filePath.endsWith(`${path.sep}widget.js`)) res.header('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
  const pages = pagesWithPreloads(indexHtml, distDir);
  // An agent's own host shows its agent page on every path; the app's host, the page for the path.
  const pageFor = (req: FastifyRequest, url: string) => (isAgentHost(req.headers.host, appDomain) ? 'agent' : url);
  const sendIndex = (reply: FastifyReply, page?: string) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send((page && pages.get(page)) || indexHtml);
  app.get('/', (req, reply) => sendIndex(reply, pageFor(req, '/')));
  app.get<{ Params: { businessId: string } }>('/embed/:businessId', async (req, reply) => {
    const id = /^[1-9][0-9]{0,9}$/.test(req.params.businessId) ? Number(req.params.businessId) : null;
    const ancestors = id ? await opts.embedAncestors(id) : null;
    if (ancestors) {
      // The one page other sites may frame, and only the sites the owner listed.
      const csp = String(reply.getHeader('content-security-policy') ?? '').replace(
        /frame-ancestors [^;]*/,
        `frame-ancestors 'self' ${ancestors.join(' ')}`.trim(),
      );
      reply.header('content-security-policy', csp).removeHeader('x-frame-options');
    }
    return sendIndex(reply);
  });
  app.get('/*', (req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url.startsWith('/assets/')) {
      return reply.code(404).send({ message: `No such route: GET ${url}`, code: 'not_found' });
    }
    return sendIndex(reply, pageFor(req, url));
  });
}

/**
 * index.html with modulepreload links for the first screen of a page, from the web build's
 * .vite/route-preloads.json (see apps/web/vite.config.ts): the browser then fetches that screen's
 * chunks alongside the entry instead of after it has run. Without the file, no page has any.
 */
function pagesWithPreloads(indexHtml: string, distDir: string): Map<string, string> {
  const file = path.join(distDir, '.vite/route-preloads.json');
  const pages = new Map<string, string>();
  if (!existsSync(file)) return pages;
  const routes = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  for (const [page, files] of Object.entries(routes)) {
    // Built file names only, so nothing in the file can add markup to the page.
    const hrefs = (Array.isArray(files) ? files : []).filter(
      (f): f is string => typeof f === 'string' && /^\/assets\/[\w.-]+\.js$/.test(f),
    );
    const links = hrefs.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
    pages.set(page, indexHtml.replace('</head>', `${links}</head>`));
  }
  return pages;
}
