/**
 * Error codes the API answers with, and the HTTP status each maps to.
 * Bodies of failed responses are `{ message, code }`; SPEC §8 shows `message` to the user.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  /** The account's email address is not verified yet (publishing an agent needs it). */
  email_unverified: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  bad_gateway: 502,
  unavailable: 503,
  timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
  /** Field-level messages for validation errors, keyed by field path. */
  fields?: Record<string, string>;
}
