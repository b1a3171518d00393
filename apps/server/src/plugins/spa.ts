import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

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
  const indexHtml = readFileSync(indexFile, 'utf8').replace('</head>', `<meta name="sw-app-domain" content="${appDomain.replace(/[^a-z0-9.-]/g, '')}" /></head>`);
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
  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  app.get('/', (_req, reply) => sendIndex(reply));
  app.get<{ Params: { businessId: string } }>('/embed/:businessId', async (req, reply) => {
    const id = /^[1-9][0-9]{0,9}$/.test(req.params.businessId) ? Number(req.params.businessId) : null;
    const ancestors = id ? await opts.embedAncestors(id) : null;
    if (ancestors) {
      // The one page other sites may frame, and only the sites the owner listed.
      const csp = String(reply.getHeader('content-security-policy') ?? '').replace(/frame-ancestors [^;]*/, `frame-ancestors 'self' ${ancestors.join(' ')}`.trim());
      reply.header('content-security-policy', csp).removeHeader('x-frame-options');
    }
    return sendIndex(reply);
  });
  app.get('/*', (req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (url.startsWith('/api/') || url.startsWith('/assets/')) {
      return reply.code(404).send({ message: `No such route: GET ${url}`, code: 'not_found' });
    }
    return sendIndex(reply);
  });
}
