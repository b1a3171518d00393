import { cp1252, decoderFor, type ByteDecoder } from './cp1252.ts';
import { detectLegacyEncoding } from './encoding.ts';

/**
 * A small RTF-to-text reader. The npm RTF parsers we tried fail on LibreOffice output (nested
 * \*\ destinations, \uN with \ucN fallbacks), and text is all we need: no fonts, no layout.
 *
 * RTF is a stream of groups `{…}`, control words `\word-12`, control symbols `\'e9` `\~` and
 * plain text. Each group inherits the state of its parent (how many fallback characters follow a
 * \u escape, whether its text is visible); destinations such as \fonttbl or \*\anything hold no
 * document text and are skipped whole.
 */

/** Destinations whose content is never document text. */
const SKIPPED_DESTINATIONS = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'object',
  'fldinst',
  'header',
  'headerl',
  'headerr',
  'headerf',
  'footer',
  'footerl',
  'footerr',
  'footerf',
  'footnote',
  'annotation',
  'xmlnstbl',
  'listtable',
  'listoverridetable',
  'rsidtbl',
  'generator',
  'themedata',
  'colorschememapping',
  'latentstyles',
  'datastore',
  'filetbl',
  'revtbl',
  'pgdsctbl',
  'template',
  'nonshppict',
  'bkmkstart',
  'bkmkend',
  'datafield',
  'xe',
  'tc',
  'txe',
  'atnid',
  'atnauthor',
]);

const SYMBOLS: Record<string, string> = {
  emdash: '\u2014',
  endash: '\u2013',
  bullet: '\u2022',
  lquote: '\u2018',
  rquote: '\u2019',
  ldblquote: '\u201C',
  rdblquote: '\u201D',
  tab: '\t',
  emspace: ' ',
  enspace: ' ',
  qmspace: ' ',
  line: '\n',
  par: '\n\n',
  sect: '\n\n',
  page: '\n\n',
  column: '\n',
  softline: '\n',
  cell: ' | ',
  nestcell: ' | ',
  row: '\n',
  nestrow: '\n',
  zwj: '\u200D',
  zwnj: '\u200C',
};

const PLAIN_RUN_END = /[\\{}\r\n\u0080-\u00ff]/g;

interface GroupState {
  /** Characters to skip after a \uN escape (\ucN). */
  uc: number;
  skip: boolean;
  /** Character formatting \v: hidden text is not shown, so not indexed. */
  hidden: boolean;
  /** Inside a list-number group (\listtext, \pntext): collected, then rendered as "- " or "1. ". */
  listLabel: boolean;
}

export function rtfToText(data: Uint8Array): string {
  // RTF is 7-bit by specification; bytes >= 0x80 (some writers emit them raw) are code-page bytes,
  // so read the file as Latin-1 and decode those bytes together with \'hh escapes.
  const src = latin1(data);
  // The code page the document declares (\ansicpg, \mac) decodes its bytes. Bytes met before any
  // declaration (in practice: in a document without one) are in an encoding to be detected. The
  // first reading keeps them as Latin-1 characters, one per byte: its text, back in bytes, is what
  // the detector reads, and the document is then read again in the detected encoding.
  let undeclared = false;
  const text = readRtf(src, {
    decode(bytes) {
      undeclared = true;
      return latin1(bytes);
    },
  });
  if (!undeclared) return text;
  // Characters above U+00FF came from \uN escapes, which are Unicode already: not sample bytes.
  const sample = Buffer.from(text.replace(/[^\u0000-\u00ff]+/g, ' '), 'latin1');
  return readRtf(src, decoderFor(detectLegacyEncoding(sample)));
}

/** Buffer's latin1 maps every byte to the same code point (TextDecoder's "latin1" is windows-1252). */
function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

function readRtf(src: string, undeclaredDecoder: ByteDecoder): string {
  let decoder = undeclaredDecoder;
  const out: string[] = [];
  let pendingBytes: number[] = [];
  let label = '';

  const stack: GroupState[] = [];
  let state: GroupState = { uc: 1, skip: false, hidden: false, listLabel: false };
  /** Fallback characters still to drop after a \u escape. */
  let toSkip = 0;
  /** A group just opened: its first control word may name a destination. */
  let groupStart = false;
  let ignorable = false;

  const flushBytes = () => {
    if (pendingBytes.length === 0) return;
    emit(decoder.decode(new Uint8Array(pendingBytes)));
    pendingBytes = [];
  };
  const emit = (text: string) => {
    if (state.skip || state.hidden) return;
    if (state.listLabel) label += text;
    else out.push(text);
  };

  let i = 0;
  while (i < src.length) {
    const ch = src[i] as string;

    if (ch === '{') {
      flushBytes();
      stack.push(state);
      state = { ...state };
      groupStart = true;
      ignorable = false;
      toSkip = 0;
      i++;
      continue;
    }
    if (ch === '}') {
      flushBytes();
      if (state.listLabel && !(stack.at(-1)?.listLabel ?? false)) {
        out.push(/\p{N}|\p{L}/u.test(label) ? `${label.trim()} ` : '- ');
        label = '';
      }
      state = stack.pop() ?? state;
      groupStart = false;
      ignorable = false;
      toSkip = 0;
      i++;
      continue;
    }
    if (ch === '\\') {
      const next = src[i + 1] ?? '';
      if (next === "'") {
        const byte = Number.parseInt(src.slice(i + 2, i + 4), 16);
        i += 4;
        if (toSkip > 0) {
          toSkip--;
          continue;
        }
        if (!Number.isNaN(byte)) pendingBytes.push(byte);
        groupStart = false;
        continue;
      }
      flushBytes();
      if (/[a-zA-Z]/.test(next)) {
        const match = /^([a-zA-Z]{1,32})(-?\d{1,10})? ?/.exec(src.slice(i + 1, i + 45));
        const word = match?.[1] ?? '';
        const param = match?.[2] === undefined ? undefined : Number(match[2]);
        i += 1 + (match?.[0].length ?? 1);
        const wasGroupStart = groupStart;
        groupStart = false;

        if (toSkip > 0 && word !== 'bin') {
          toSkip--;
          continue;
        }
        if (wasGroupStart && (ignorable || SKIPPED_DESTINATIONS.has(word))) {
          state.skip = true;
          continue;
        }
        switch (word) {
          case 'u': {
            let code = param ?? 0;
            if (code < 0) code += 65536;
            emit(String.fromCharCode(code));
            toSkip = state.uc;
            break;
          }
          case 'uc':
            state.uc = param ?? 1;
            break;
          case 'ansicpg':
            decoder = codePageDecoder(param ?? 1252);
            break;
          case 'mac':
            decoder = codePageDecoder(10000);
            break;
          case 'v':
            state.hidden = param !== 0;
            break;
          case 'plain':
            state.hidden = false;
            break;
          case 'bin':
            // Raw binary payload of the given length: never text.
            i += Math.max(0, param ?? 0);
            break;
          case 'listtext':
          case 'pntext':
            if (wasGroupStart) state.listLabel = true;
            break;
          default: {
            const symbol = SYMBOLS[word];
            if (symbol !== undefined) emit(symbol);
          }
        }
        continue;
      }
      // Control symbols.
      i += 2;
      if (next === '*') {
        ignorable = true;
        groupStart = true;
        continue;
      }
      groupStart = false;
      if (toSkip > 0) {
        toSkip--;
        continue;
      }
      if (next === '\\' || next === '{' || next === '}') emit(next);
      else if (next === '~') emit('\u00A0');
      else if (next === '_') emit('\u2011');
      else if (next === '\n' || next === '\r') emit('\n\n');
      // \- (optional hyphen), \: and anything unknown produce no text.
      continue;
    }

    // Plain text. Raw line breaks are not text in RTF.
    if (ch === '\n' || ch === '\r') {
      i++;
      continue;
    }
    groupStart = false;
    if (toSkip > 0) {
      toSkip--;
      i++;
      continue;
    }
    if (ch.charCodeAt(0) >= 0x80) {
      pendingBytes.push(ch.charCodeAt(0));
      i++;
      continue;
    }
    flushBytes();
    PLAIN_RUN_END.lastIndex = i;
    const end = PLAIN_RUN_END.exec(src)?.index ?? src.length;
    emit(src.slice(i, end));
    i = end;
  }
  flushBytes();
  return tidyTableRows(out.join(''));
}

/** Cells end with a separator; the last one on each row is noise. */
function tidyTableRows(text: string): string {
  return text.replace(/ \| *(?=\n|$)/g, '');
}

function codePageDecoder(codePage: number): ByteDecoder {
  const named: Record<number, string> = { 65001: 'utf-8', 10000: 'macintosh', 932: 'shift_jis', 936: 'gbk', 949: 'euc-kr', 950: 'big5' };
  try {
    return decoderFor(named[codePage] ?? `windows-${codePage}`);
  } catch {
    return cp1252;
  }
}

export function isRtf(data: Uint8Array): boolean {
  // "{\rtf"
  return data[0] === 0x7b && data[1] === 0x5c && data[2] === 0x72 && data[3] === 0x74 && data[4] === 0x66;
}
