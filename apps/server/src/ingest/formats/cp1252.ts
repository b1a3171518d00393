export interface ByteDecoder {
  decode(bytes: Uint8Array): string;
}

// Node 20's TextDecoder("windows-1252") (and its aliases latin1, iso-8859-1, ascii) decodes
// 0x80-0x9F as C1 controls instead of € ‚ „ … “ ” – — ™ and friends, which old RTF files and web
// pages use all the time. This table is the WHATWG mapping for that range.
const HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

export const cp1252: ByteDecoder = {
  decode(bytes) {
    let out = '';
    for (let at = 0; at < bytes.length; at += 8192) {
      const slice = Array.from(bytes.subarray(at, at + 8192), (byte) =>
        byte >= 0x80 && byte <= 0x9f ? (HIGH[byte - 0x80] as string) : String.fromCharCode(byte),
      );
      out += slice.join('');
    }
    return out;
  },
};

/** A decoder for a WHATWG encoding label, with windows-1252 (and its aliases) done right. */
export function decoderFor(label: string): ByteDecoder {
  const decoder = new TextDecoder(label);
  return decoder.encoding === 'windows-1252' ? cp1252 : decoder;
}
