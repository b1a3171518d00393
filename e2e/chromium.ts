import { existsSync } from 'node:fs';

/** Chromium flags the closed network here needs (no background calls home). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/** Debian's Chromium when installed, else the one the @sparticuz/chromium package ships (DESIGN §3). */
export async function findChromium(): Promise<string> {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  for (const p of ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser']) if (existsSync(p)) return p;
  const sparticuz = (await import('@sparticuz/chromium')).default;
  return sparticuz.executablePath();
}
