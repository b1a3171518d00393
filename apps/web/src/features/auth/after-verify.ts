const KEY = 'sw-after-verify';

/**
 * Where a newly registered visitor was headed (e.g. back to /templates). Kept in local storage because
 * the verification link opens in a new tab.
 */
export function rememberAfterVerify(path: string | null): void {
  try {
    if (path) localStorage.setItem(KEY, path);
    else localStorage.removeItem(KEY);
  } catch {
    /* no storage: the default destination is used */
  }
}

/** The remembered path once (then forgotten), or the default. */
export function takeAfterVerify(fallback = '/onboarding'): string {
  try {
    const path = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : fallback;
  } catch {
    return fallback;
  }
}
