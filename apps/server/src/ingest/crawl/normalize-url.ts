/** Query parameters that only track where a visitor came from; they never change the page. */
const TRACKING_PARAM = /^(utm_[a-z0-9_]*|gclid|dclid|gbraid|wbraid|fbclid|msclkid|yclid|igshid|mc_cid|mc_eid|_hsenc|_hsmi|ref)$/i;
const INDEX_FILE = /\/index\.html?$/i;

/**
 * One spelling per page, so the crawler fetches each page once: no fragment, no credentials, no
 * tracking parameters, remaining parameters sorted, lower-case host without a trailing dot,
 * default port dropped (URL does that and the lower-casing), and "/dir/index.html" read as
 * "/dir/". Returns null for anything that is not an http(s) URL.
 */
export function normalizeUrl(input: string, base?: string | URL): string | null {
  let url: URL;
  try {
    url = new URL(input.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  url.username = '';
  url.password = '';
  if (url.hostname.endsWith('.')) url.hostname = url.hostname.replace(/\.+$/, '');
  url.pathname = url.pathname.replace(INDEX_FILE, '/');

  const params = [...url.searchParams].filter(([key]) => !TRACKING_PARAM.test(key));
  params.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  url.search = params.length > 0 ? new URLSearchParams(params).toString() : '';
  return url.href;
}

/**
 * Which site a URL belongs to: the host without "www." plus any non-default port. The scheme is
 * left out so an http start URL that moves to https stays the same site.
 */
export function siteOf(url: string | URL): string {
  const parsed = typeof url === 'string' ? new URL(url) : url;
  const host = parsed.hostname.replace(/^www\./i, '').toLowerCase();
  return parsed.port ? `${host}:${parsed.port}` : host;
}

export function isSameSite(a: string | URL, b: string | URL): boolean {
  return siteOf(a) === siteOf(b);
}

/** Links to files that are obviously not web pages, judged by extension alone. */
const BINARY_EXTENSION =
  /\.(pdf|docx?|xlsx?|pptx?|odt|ods|odp|rtf|csv|zip|gz|tgz|bz2|xz|rar|7z|tar|jpe?g|png|gif|webp|avif|svg|ico|bmp|tiff?|heic|mp3|mp4|m4a|m4v|wav|ogg|oga|ogv|avi|mov|webm|mkv|flac|css|js|mjs|json|xml|rss|atom|woff2?|ttf|otf|eot|exe|msi|dmg|pkg|apk|iso|bin|txt|ics|vcf|epub)$/i;

export function looksLikeFile(url: string): boolean {
  return BINARY_EXTENSION.test(new URL(url).pathname);
}
