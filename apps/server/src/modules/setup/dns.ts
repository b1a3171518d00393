/**
 * Makes `{subdomain}.{APP_DOMAIN}` reachable. With wildcard DNS and a wildcard TLS certificate at the
 * proxy (docs/DEPLOYMENT.md) there is nothing to do; a provider API (Cloudflare, Route 53…) would
 * implement this. Failures must say "DNS" so the Complete Setup screen shows its specific message.
 */
export interface SubdomainPublisher {
  publish(subdomain: string): Promise<void>;
}

export class DnsError extends Error {
  constructor(message: string) {
    super(message.includes('DNS') ? message : `DNS: ${message}`);
    this.name = 'DnsError';
  }
}

export const wildcardDns: SubdomainPublisher = {
  async publish() {
    /* wildcard record: every label already resolves */
  },
};
