import { z } from 'zod';

/**
 * A route parameter holding a row id: a positive integer that fits PostgreSQL's `integer`, else 400
 * with `message`. Digits only, so "0x10", "1.5" or "-1" never coerce into a valid id.
 */
export function idParam(message: string) {
  return z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/, message)
    .transform(Number)
    .pipe(z.number().max(2147483647, message));
}
