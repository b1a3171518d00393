import { z } from 'zod';
import { idParam } from './ids.ts';
import { userSchema } from './auth.ts';

/** SPEC §8 admin texts, word for word. */
export const ADMIN_TEXT = {
  deleteTitle: 'Are you sure?',
  deleteDescription: 'This will permanently delete the user and all their associated businesses. This action cannot be undone.',
  deleted: 'User and associated businesses deleted successfully',
  deleteFailed: 'Failed to delete user',
  impersonateFailed: 'Failed to impersonate user',
} as const;

export const ADMIN_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** Deepest page the lists serve (bounds OFFSET work on large tables). */
export const ADMIN_PAGE_MAX = 10_000;
/**
 * Usage and analytics rows grow with every chat; their lists count matching rows only up to this
 * many (the answer then says `totalCapped`), so a count never scans millions of rows.
 */
export const ADMIN_COUNT_CAP = 10_000;

const positiveInt = (name: string, max: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, `${name} must be a positive whole number`)
    .transform(Number)
    .pipe(z.number().max(max, `${name} must be at most ${max}`));

/**
 * ?page&pageSize&q of the three admin lists. `q` matches the start of a username or email
 * (case-insensitive), or a user id when it is a number.
 */
export const adminListQuerySchema = z.strictObject({
  page: positiveInt('page', ADMIN_PAGE_MAX).default(1),
  pageSize: positiveInt('pageSize', ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT),
  q: z.string().trim().max(100, 'Search is too long').default(''),
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

export const adminUserIdParam = z.strictObject({
  id: idParam('Invalid user ID'),
});

/** SPEC §3 User, as the admin's Users tab lists it. */
export const adminUserSchema = userSchema.omit({ impersonatedBy: true });
export type AdminUser = z.infer<typeof adminUserSchema>;

/** SPEC §3 Usage record, with the user's name for the User column. */
export const adminUsageRecordSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  endpoint: z.string(),
  tokensUsed: z.number().int(),
  model: z.string(),
  status: z.string(),
  latencyMs: z.number().int(),
  createdAt: z.string(),
});
export type AdminUsageRecord = z.infer<typeof adminUsageRecordSchema>;

/** SPEC §3 Message analytics record: one owner's day. averageResponseTime in ms, successRate in %. */
export const adminMessageAnalyticsSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  totalMessages: z.number().int(),
  averageResponseTime: z.number(),
  successRate: z.number(),
  /** YYYY-MM-DD (UTC day). */
  date: z.string(),
});
export type AdminMessageAnalytics = z.infer<typeof adminMessageAnalyticsSchema>;

export const adminPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Matching rows; when `totalCapped`, at least this many. */
    total: z.number().int(),
    totalCapped: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export interface AdminPage<T> {
  items: T[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

export const adminUsersPageSchema = adminPageSchema(adminUserSchema);
export const adminUsagePageSchema = adminPageSchema(adminUsageRecordSchema);
export const adminMessagesPageSchema = adminPageSchema(adminMessageAnalyticsSchema);
