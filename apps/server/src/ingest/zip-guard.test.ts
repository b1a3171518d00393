import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { IngestError } from './errors.ts';
import { extractDocument } from './extract.ts';
import { GuardedZip, readZipDirectory } from './zip-guard.ts';

const encode = (text: string) => new TextEncoder().encode(text);

/** Rewrites the inflated size an archive declares for one entry (local header and directory). */
function lieAboutSize(zip: Uint8Array, name: string, declared: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  const nameBytes = encode(name);
  for (let at = 0; at + 46 < out.length; at++) {
    const sig = view.getUint32(at, true);
    const isLocal = sig === 0x04034b50;
    const isCentral = sig === 0x02014b50;
    if (!isLocal && !isCentral) continue;
    const nameAt = at + (isLocal ? 30 : 46);
    const nameLength = view.getUint16(at + (isLocal ? 26 : 28), true);
    const found = nameLength === nameBytes.length && nameBytes.every((b, i) => out[nameAt + i] === b);
    if (found) view.setUint32(at + (isLocal ? 22 : 24), declared, true);
  }
  return out;
}

function thrown(fn: () => unknown): IngestError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(IngestError);
    return error as IngestError;
  }
  throw new Error('expected a refusal');
}

describe('zip guard', () => {
  it('lists entries from the central directory without inflating', () => {
    const zip = zipSync({ 'a.txt': encode('hello'), 'dir/b.xml': encode('<b/>'.repeat(100)) });
    const entries = readZipDirectory(zip);
    expect(entries.map((e) => [e.name, e.size])).toEqual([
      ['a.txt', 5],
      ['dir/b.xml', 400],
    ]);
    expect(new GuardedZip(zip).readText('dir/b.xml')).toBe('<b/>'.repeat(100));
  });

  it('refuses too many entries, too large entries and too large totals from declared sizes', () => {
    const files = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}.txt`, encode('x'.repeat(100))]));
    const zip = zipSync(files);
    const limits = { maxEntries: 2_000, maxTotalBytes: 50 * 1024 * 1024, maxEntryBytes: 40 * 1024 * 1024 };
    expect(thrown(() => readZipDirectory(zip, { ...limits, maxEntries: 10 })).code).toBe('archive_too_large');
    expect(thrown(() => readZipDirectory(zip, { ...limits, maxEntryBytes: 99 })).code).toBe('archive_too_large');
    expect(thrown(() => readZipDirectory(zip, { ...limits, maxTotalBytes: 2_999 })).code).toBe('archive_too_large');
    expect(readZipDirectory(zip, { ...limits, maxTotalBytes: 3_000 })).toHaveLength(30);
  });

  it('stops inflating when an entry produces more than it declared', () => {
    const zip = lieAboutSize(zipSync({ 'word/document.xml': new Uint8Array(5_000_000) }), 'word/document.xml', 1_000);
    expect(readZipDirectory(zip)[0]?.size).toBe(1_000);
    expect(thrown(() => new GuardedZip(zip).read('word/document.xml')).code).toBe('archive_too_large');
  });

  it('refuses a docx whose parts lie about their size, before mammoth reads it', async () => {
    const zip = lieAboutSize(
      zipSync({ '[Content_Types].xml': encode('<Types/>'), 'word/document.xml': new Uint8Array(3_000_000) }),
      'word/document.xml',
      10,
    );
    await expect(extractDocument(zip, 'liar.docx')).rejects.toMatchObject({ code: 'archive_too_large' });
  });

  it('refuses XML parts that carry a DTD', async () => {
    const dtd = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><r>&b;</r>';
    const docx = zipSync({ 'word/document.xml': encode(dtd) });
    await expect(extractDocument(docx, 'x.docx')).rejects.toMatchObject({ code: 'corrupt' });
    const odt = zipSync({
      mimetype: [encode('application/vnd.oasis.opendocument.text'), { level: 0 }],
      'content.xml': encode(dtd),
    });
    await expect(extractDocument(odt, 'x.odt')).rejects.toMatchObject({ code: 'corrupt' });
  });

  it('refuses damaged archives as corrupt', () => {
    const zip = zipSync({ 'a.txt': encode('hello world') });
    expect(thrown(() => readZipDirectory(zip.slice(0, zip.length - 10))).code).toBe('corrupt');
    const bad = zip.slice();
    bad[bad.length - 22 + 16] = 0xff; // directory offset points past the end
    expect(thrown(() => readZipDirectory(bad)).code).toBe('corrupt');
  });
});
