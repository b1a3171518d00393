import { ACCEPTED_UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@staffwright/contract';

export const ACCEPT_ATTRIBUTE = ACCEPTED_UPLOAD_EXTENSIONS.join(',');

const ACCEPTED_MIME = new Set([
  'text/plain',
  'text/markdown',
  'text/x-markdown',
  'text/csv',
  'application/rtf',
  'text/rtf',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
]);

export interface Rejection {
  title: string;
  description: string;
  hint: string;
}

/** SPEC §5/§8: the client's first check; the server judges the real type from the content. */
export function checkFile(file: File): Rejection | null {
  const ext = `.${file.name.split('.').pop()?.toLowerCase() ?? ''}`;
  const typeOk =
    (ACCEPTED_UPLOAD_EXTENSIONS as readonly string[]).includes(ext) &&
    (!file.type || ACCEPTED_MIME.has(file.type) || file.type.startsWith('text/'));
  if (!typeOk)
    return {
      title: UPLOAD_MESSAGES.invalidTypeTitle,
      description: UPLOAD_MESSAGES.invalidTypeDescription,
      hint: UPLOAD_MESSAGES.invalidTypeHint,
    };
  if (file.size > UPLOAD_MAX_BYTES) {
    return {
      title: UPLOAD_MESSAGES.tooLargeTitle,
      description: UPLOAD_MESSAGES.tooLargeDescription(file.size),
      hint: UPLOAD_MESSAGES.tooLargeHint,
    };
  }
  return null;
}

const TEXT_FORMATS = new Set(['txt', 'md', 'csv']);
export const isTextFormat = (format: string) => TEXT_FORMATS.has(format);

const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
/** "5 minutes ago", "yesterday", "just now". */
export function relativeTime(ms: number, now = Date.now()): string {
  const seconds = Math.round((ms - now) / 1000);
  for (const [unit, size] of UNITS) if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit);
  return 'just now';
}
