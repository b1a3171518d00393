export type IngestErrorCode = 'unsupported_type' | 'empty' | 'too_large' | 'archive_too_large' | 'no_text' | 'corrupt';

/**
 * A document was refused. `message` is written for the business owner and is safe to show as is;
 * `code` lets the HTTP layer pick a status and the UI pick a hint.
 */
export class IngestError extends Error {
  override name = 'IngestError';
  readonly code: IngestErrorCode;

  constructor(code: IngestErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}
