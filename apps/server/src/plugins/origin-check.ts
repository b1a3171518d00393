import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { forbidden } from '../lib/errors.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Public routes that visitors' browsers call from agent subdomains and embedding sites. */
export type CrossSiteAllowance = (request: { method: string; url: string }) => boolean;

/**
 * CSRF defence for cookie sessions: a state-changing /api request coming from a browser must come
 * from the app's own origin. Agent subdomains are other origins, so owner routes refuse them.
 * Requests with no Origin and no Sec-Fetch-Site are not from a browser page (curl, server-to-server)
 * and carry no ambient credentials worth forging.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config, allowCrossSite: CrossSiteAllowance): void {
  const appOrigin = new URL(config.appUrl).origin;
  // Callback style: reads (most requests) pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE.has(request.method) || !request.url.startsWith('/api/') || allowCrossSite(request)) return done();
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (origin) {
      const sameHost = safeHost(origin) === request.headers.host?.toLowerCase();
      if (origin !== appOrigin && !(sameHost && !isAgentHost(request.headers.host, config.appDomain))) {
        return done(forbidden('Cross-site request refused'));
      }
    } else if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
      return done(forbidden('Cross-site request refused'));
    }
    done();
  });
}

function safeHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/** `{sub}.{APP_DOMAIN}`: a public agent page's host. */
export function isAgentHost(host: string | undefined, appDomain: string): boolean {
  if (!host) return false;
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return name.endsWith(`.${appDomain}`) && name.split('.').length === appDomain.split('.').length + 1;
}
