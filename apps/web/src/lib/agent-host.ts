/** The agent domain the server wrote into the page (see the server's SPA plugin). */
export function appDomain(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="sw-app-domain"]')?.content || 'staffwright.localhost';
}

/**
 * SPEC §4: a host of exactly three labels ending in the product's domain is an agent page; its first
 * label is the business's subdomain. Returns that label, or null on the app's own host.
 */
export function agentSubdomain(hostname = window.location.hostname): string | null {
  const domain = appDomain().toLowerCase();
  const host = hostname.toLowerCase();
  if (!host.endsWith(`.${domain}`)) return null;
  const labels = host.split('.');
  return labels.length === domain.split('.').length + 1 ? (labels[0] ?? null) : null;
}

/** http://{sub}.{domain}:{port}/path, on the current scheme and port. */
export function agentUrl(subdomain: string, path = '/agent-profile'): string {
  const { protocol, port } = window.location;
  return `${protocol}//${subdomain}.${appDomain()}${port ? `:${port}` : ''}${path}`;
}

/** The query of an agent page's public business (the page and the router's early fetch share it). */
export function publicBusinessKey(subdomain: string): [string] {
  return [`/api/business/by-subdomain?subdomain=${encodeURIComponent(subdomain)}`];
}
