import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { signUpViaApi, startE2E, type E2E } from './harness.ts';
import { shot, toastWith } from './helpers.ts';

// Issue 17 row 2, decision 027: an upload the quota refuses shows the server's message the way every
// server-side upload error shows (SPEC §8: a destructive toast titled 'Error', the file's name and
// the message), and the owner can go on after deleting a file.

const doc = (name: string) => ({
  name,
  mimeType: '',
  buffer: readFileSync(fileURLToPath(new URL(`../test/fixtures/documents/${name}`, import.meta.url))),
});

let e: E2E;
beforeAll(async () => {
  e = await startE2E({ UPLOAD_FILES_PER_BUSINESS: '2', UPLOAD_QUOTA_MB_PER_BUSINESS: '1' });
});
afterAll(async () => e?.close());
afterEach(() => e.assertNoConsoleErrors());

async function businessPage(context: BrowserContext, name: string): Promise<number> {
  const res = await context.request.post('/api/business', {
    data: { name, website: 'https://quota.example', industry: 'other', agentName: 'Al', agentTitle: 'Helper' },
    headers: { origin: e.baseUrl },
  });
  return ((await res.json()) as { id: number }).id;
}

for (const colorScheme of ['light', 'dark'] as const) {
  it(`shows the quota's messages in the upload area's error toast, at 375 px in ${colorScheme} mode`, async () => {
    const { context, page } = await e.newPage({ viewport: { width: 375, height: 740 }, colorScheme });
    await signUpViaApi(e, context);
    const id = await businessPage(context, `Quota Dental ${colorScheme}`);
    await page.goto(`/business/dashboard?id=${id}`);
    const input = page.getByTestId('file-input');

    // Two files are the most this business may keep (UPLOAD_FILES_PER_BUSINESS=2): the third is refused.
    await input.setInputFiles([doc('faq.txt'), doc('services.md'), doc('price-list.csv')]);
    const full = toastWith(
      page,
      'Error',
      'price-list.csv: This business already has 2 files, the most allowed. Delete a file to upload another.',
    );
    await full.waitFor();
    await shot(page, `upload-quota-files-${colorScheme}`);

    // Deleting one makes room again.
    const sources = (await (await context.request.get(`/api/business/${id}/training-data`)).json()) as { id: number; name: string }[];
    expect(sources.map((s) => s.name).sort()).toEqual(['faq.txt', 'services.md']);
    const removed = await context.request.delete(`/api/training-data/${sources[0]!.id}`, { headers: { origin: e.baseUrl } });
    expect(removed.status()).toBe(200);
    // A file larger than the space left (1 MB in all, ~1.6 KB used) is refused saying both sizes.
    await input.setInputFiles([{ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.alloc(1.5 * 1024 * 1024, 'word ') }]);
    await toastWith(
      page,
      'Error',
      'big.txt: This business has 1.0 MB of its 1 MB upload storage left; this file is 1.5 MB. Delete a file to make room for it.',
    ).waitFor();
    await shot(page, `upload-quota-space-${colorScheme}`);
    await input.setInputFiles([doc('price-list.csv')]);
    await toastWith(page, 'File has been uploaded and processed for training', 'price-list.csv').waitFor();
  });
}
