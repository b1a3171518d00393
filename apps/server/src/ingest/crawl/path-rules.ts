/**
 * The owner's include/exclude path patterns. "/blog" is that section (/blog, /blog/, /blog/…, not
 * /blogroll); a "*" stands for any characters ("/docs/v*" matches /docs/v2/faq). Exclusions win.
 */
export interface PathRules {
  include: string[];
  exclude: string[];
}

function toRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  // A pattern ending in a star runs on freely; otherwise it names a whole path or section.
  return new RegExp(pattern.endsWith('*') ? `^${escaped}` : `^${escaped.replace(/\/$/, '')}(?:/|$)`, 'i');
}

/** Null when the URL's path may be indexed, else why not. */
export function compilePathRules(rules: Partial<PathRules>): (url: string) => 'excluded by your path rules' | null {
  const include = (rules.include ?? []).map(toRegExp);
  const exclude = (rules.exclude ?? []).map(toRegExp);
  if (include.length === 0 && exclude.length === 0) return () => null;
  return (url) => {
    let path: string;
    try {
      path = decodeURI(new URL(url).pathname);
    } catch {
      path = new URL(url).pathname;
    }
    if (exclude.some((r) => r.test(path))) return 'excluded by your path rules';
    if (include.length > 0 && !include.some((r) => r.test(path))) return 'excluded by your path rules';
    return null;
  };
}
