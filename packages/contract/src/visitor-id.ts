import { z } from 'zod';

/** Server-made visitor ids: 128 random bits, base64url. */
export const visitorIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Unknown visitor');
