import { Inflate } from 'fflate';
import { IngestError } from './errors.ts';

/**
 * Docx and odt files are zip archives, and a 300 KB zip can inflate to gigabytes. Everything here
 * runs before any document parser sees the archive: the central directory is read (no inflation),
 * declared sizes are checked, and inflation itself counts real output bytes so an archive that
 * lies about its sizes is stopped too.
 */
export interface ZipLimits {
  maxEntries: number;
  /** Sum of inflated sizes over all entries. */
  maxTotalBytes: number;
  /** Inflated size of any single entry. */
  maxEntryBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2_000,
  maxTotalBytes: 50 * 1024 * 1024,
  maxEntryBytes: 40 * 1024 * 1024,
};

export interface ZipEntry {
  name: string;
  /** 0 = stored, 8 = deflate. */
  method: number;
  compressedSize: number;
  /** Inflated size as the archive declares it (checked again while inflating). */
  size: number;
  dataOffset: number;
}

const EOCD_SIG = 0x06054b50;
const CDIR_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;
const U32_MAX = 0xffffffff;
/** Deflate expands at most ~1032:1, so 4 KB of input yields at most ~4 MB per step. */
const INFLATE_STEP = 4096;
/** How much of each XML part is kept to look for a DTD in its prolog. */
const HEAD_BYTES = 8192;

const TOO_LARGE_MESSAGE = 'This document is too large when unpacked (it may be a "zip bomb"). Please upload a smaller file.';

function corrupt(detail: string): IngestError {
  return new IngestError('corrupt', `This file is damaged and could not be read (${detail}).`);
}

export function isZip(data: Uint8Array): boolean {
  return data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;
}

/**
 * Lists the archive from its central directory, the same view JSZip (used by mammoth) takes, so
 * the entries we check are the entries the parser will read.
 */
export function readZipDirectory(data: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): ZipEntry[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);

  let eocd = -1;
  for (let at = data.length - 22; at >= 0 && at >= data.length - 22 - 0xffff; at--) {
    if (u32(at) === EOCD_SIG) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw corrupt('no zip directory');

  const count = u16(eocd + 10);
  const dirOffset = u32(eocd + 16);
  // 0xFFFF entries means a zip64 archive with at least that many entries: over any sane limit.
  if (count > limits.maxEntries) throw new IngestError('archive_too_large', TOO_LARGE_MESSAGE);
  if (dirOffset === U32_MAX) throw corrupt('unsupported zip64 directory');

  const decoder = new TextDecoder('utf-8');
  const entries: ZipEntry[] = [];
  const names = new Set<string>();
  let total = 0;
  let at = dirOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || u32(at) !== CDIR_SIG) throw corrupt('bad directory entry');
    const flags = u16(at + 8);
    const method = u16(at + 10);
    let compressedSize = u32(at + 20);
    let size = u32(at + 24);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    let localOffset = u32(at + 42);
    const nameEnd = at + 46 + nameLength;
    if (nameEnd + extraLength > data.length) throw corrupt('bad directory entry');
    const name = decoder.decode(data.subarray(at + 46, nameEnd));

    // Zip64 entries keep their real sizes in extra field 0x0001, in this order, only for the
    // fields that are saturated in the fixed header.
    if (size === U32_MAX || compressedSize === U32_MAX || localOffset === U32_MAX) {
      const big = readZip64Extra(view, nameEnd, extraLength);
      if (!big) throw corrupt('bad zip64 entry');
      const values = [...big];
      if (size === U32_MAX) size = values.shift() ?? Number.NaN;
      if (compressedSize === U32_MAX) compressedSize = values.shift() ?? Number.NaN;
      if (localOffset === U32_MAX) localOffset = values.shift() ?? Number.NaN;
      if (![size, compressedSize, localOffset].every(Number.isSafeInteger)) throw corrupt('bad zip64 entry');
    }

    if (flags & 1) throw new IngestError('corrupt', 'This document is password-protected. Remove the password and upload it again.');
    if (method !== 0 && method !== 8) throw corrupt(`unsupported compression method ${method}`);
    // Two entries with one name could let the checker and the parser read different data.
    if (names.has(name)) throw corrupt('duplicate entry');
    names.add(name);

    if (size > limits.maxEntryBytes) throw new IngestError('archive_too_large', TOO_LARGE_MESSAGE);
    total += size;
    if (total > limits.maxTotalBytes) throw new IngestError('archive_too_large', TOO_LARGE_MESSAGE);

    if (localOffset + 30 > data.length || u32(localOffset) !== LOCAL_SIG) throw corrupt('bad local header');
    const dataOffset = localOffset + 30 + u16(localOffset + 26) + u16(localOffset + 28);
    if (dataOffset + compressedSize > data.length) throw corrupt('truncated entry');
    if (method === 0 && compressedSize !== size) throw corrupt('bad stored entry');

    entries.push({ name, method, compressedSize, size, dataOffset });
    at = nameEnd + extraLength + commentLength;
  }
  return entries;
}

function readZip64Extra(view: DataView, start: number, length: number): number[] | null {
  for (let at = start; at + 4 <= start + length;) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === 0x0001) {
      const values: number[] = [];
      for (let p = at + 4; p + 8 <= at + 4 + size; p += 8) values.push(Number(view.getBigUint64(p, true)));
      return values;
    }
    at += 4 + size;
  }
  return null;
}

/**
 * Inflates one entry, never producing more than `maxBytes` (nor more than the entry declared).
 * With `keep: false` the output is only counted, which is how whole archives are verified without
 * holding them in memory.
 */
export function inflateEntry(
  data: Uint8Array,
  entry: ZipEntry,
  maxBytes: number,
  keep = true,
): { bytes: Uint8Array; size: number; head: Uint8Array } {
  const input = data.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  const limit = Math.min(maxBytes, entry.size);
  if (entry.method === 0) {
    if (input.length > maxBytes) throw new IngestError('archive_too_large', TOO_LARGE_MESSAGE);
    return { bytes: keep ? input : new Uint8Array(0), size: input.length, head: input.subarray(0, HEAD_BYTES) };
  }

  const parts: Uint8Array[] = [];
  let head: Uint8Array = new Uint8Array(0);
  let size = 0;
  let over = false;
  const inflate = new Inflate((chunk) => {
    if (head.length === 0 && chunk.length > 0) head = chunk.slice(0, HEAD_BYTES);
    size += chunk.length;
    if (size > limit) over = true;
    else if (keep && chunk.length > 0) parts.push(chunk);
  });
  try {
    if (input.length === 0) inflate.push(input, true);
    for (let at = 0; at < input.length && !over; at += INFLATE_STEP) {
      inflate.push(input.subarray(at, at + INFLATE_STEP), at + INFLATE_STEP >= input.length);
    }
  } catch (error) {
    throw new IngestError('corrupt', 'This file is damaged and could not be read (bad compressed data).', {
      cause: error,
    });
  }
  if (over) {
    // Output beyond the declared size means the directory lied: treat it as the attack it is.
    throw new IngestError('archive_too_large', TOO_LARGE_MESSAGE);
  }
  return { bytes: keep ? concat(parts, size) : new Uint8Array(0), size, head };
}

function concat(parts: Uint8Array[], size: number): Uint8Array {
  if (parts.length === 1 && parts[0]) return parts[0];
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A checked archive: entries can be read by name, each within the limits. */
export class GuardedZip {
  readonly entries: ReadonlyMap<string, ZipEntry>;

  constructor(
    private readonly data: Uint8Array,
    private readonly limits: ZipLimits = DEFAULT_ZIP_LIMITS,
  ) {
    this.entries = new Map(readZipDirectory(data, limits).map((entry) => [entry.name, entry]));
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  read(name: string): Uint8Array | undefined {
    const entry = this.entries.get(name);
    return entry && inflateEntry(this.data, entry, this.limits.maxEntryBytes).bytes;
  }

  readText(name: string): string | undefined {
    const bytes = this.read(name);
    return bytes && new TextDecoder('utf-8').decode(bytes);
  }

  /**
   * Inflates every entry (counting only) so a parser that unpacks the archive itself meets no
   * surprise: real sizes, not declared ones, are held to the limits.
   */
  verifyAll(): void {
    let total = 0;
    const latin1 = new TextDecoder('latin1');
    for (const entry of this.entries.values()) {
      const { size, head } = inflateEntry(this.data, entry, this.limits.maxEntryBytes, false);
      total += size;
      if (total > this.limits.maxTotalBytes) throw new IngestError('archive_too_large', TOO_LARGE_MESSAGE);
      // Office and OpenDocument writers never emit a DTD. One in an XML part can only be an attempt
      // at entity expansion, whichever XML parser the format library happens to use.
      if (/\.(xml|rels)$/i.test(entry.name) && /<!(DOCTYPE|ENTITY)/i.test(latin1.decode(head))) {
        throw new IngestError('corrupt', 'This document contains a DTD, which is not allowed in uploads.');
      }
    }
  }
}
