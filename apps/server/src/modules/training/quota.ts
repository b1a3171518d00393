import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import { businesses, trainingSources } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * Upload quotas (decision 027): the uploaded files a business may keep, by total size and by number,
 * and the same for an account over all its businesses. Only uploaded files count: a crawled website
 * is bounded by its page limit and there is one source per site, and a template's starter knowledge
 * is the product's own text.
 */
export type UploadQuota = Config['uploadQuota'];

/** What a business and its owner's account hold in uploaded files now. */
export interface UploadUsage {
  businessFiles: number;
  businessBytes: number;
  accountFiles: number;
  accountBytes: number;
}

const MIB = 1024 * 1024;
const numbers = new Intl.NumberFormat('en-US');

/**
 * What is left and the file's size in MB, one decimal each, to the nearest; should that make the
 * file read no larger than the space (0.46 and 0.47 MB both read 0.5), what is left is rounded down
 * and the file up (0.4 and 0.5), which always reads the file larger: the message never contradicts itself.
 */
function leftAndSize(left: number, size: number): [string, string] {
  const mb = (bytes: number, round: (x: number) => number) => (round((Math.max(0, bytes) / MIB) * 10) / 10).toFixed(1);
  const near: [string, string] = [mb(left, Math.round), mb(size, Math.round)];
  return Number(near[1]) > Number(near[0]) ? near : [mb(left, Math.floor), mb(size, Math.ceil)];
}
/** A quota is a whole number of MB (UPLOAD_QUOTA_MB_*). */
const mbWhole = (bytes: number) => numbers.format(Math.round((bytes / MIB) * 10) / 10);
const files = (n: number) => `${numbers.format(n)} ${n === 1 ? 'file' : 'files'}`;

export const QUOTA_MESSAGES = {
  businessFiles: (count: number, limit: number) =>
    count <= limit
      ? `This business already has ${files(count)}, the most allowed. Delete a file to upload another.`
      : `This business already has ${files(count)}; ${numbers.format(limit)} is the most allowed. Delete ${files(count - limit + 1)} to upload another.`,
  accountFiles: (count: number, limit: number) =>
    count <= limit
      ? `Your businesses already have ${files(count)} between them, the most allowed for one account. Delete a file to upload another.`
      : `Your businesses already have ${files(count)} between them; ${numbers.format(limit)} is the most allowed for one account. Delete ${files(count - limit + 1)} to upload another.`,
  businessBytes: (left: number, quota: number, size: number) => {
    const [l, f] = leftAndSize(left, size);
    return `This business has ${l} MB of its ${mbWhole(quota)} MB upload storage left; this file is ${f} MB. Delete a file to make room for it.`;
  },
  accountBytes: (left: number, quota: number, size: number) => {
    const [l, f] = leftAndSize(left, size);
    return `Your account has ${l} MB of its ${mbWhole(quota)} MB upload storage left (over all your businesses); this file is ${f} MB. Delete a file to make room for it.`;
  },
  /** Before the file is read (its size unknown): no room at all. */
  businessFull: (quota: number) =>
    `This business has used all ${mbWhole(quota)} MB of its upload storage. Delete a file to make room for another.`,
  accountFull: (quota: number) =>
    `Your account has used all ${mbWhole(quota)} MB of its upload storage (over all your businesses). Delete a file to make room for another.`,
};

/**
 * The uploaded files of the business and of all its owner's businesses: one statement, so both are
 * of one moment. `excludeSourceId`: a source the caller's own transaction has already inserted.
 */
export async function uploadUsage(
  db: Db | Tx,
  opts: { ownerId: number; businessId: number; excludeSourceId?: number | null },
): Promise<UploadUsage> {
  const ofBusiness = sql`${trainingSources.businessId} = ${opts.businessId}::int`;
  const [row] = await db
    .select({
      businessFiles: sql<number>`count(*) FILTER (WHERE ${ofBusiness})::int`,
      // Sums are bigint (text from the driver); an account's bytes fit a JS number by far.
      businessBytes: sql<string>`coalesce(sum(${trainingSources.sizeBytes}) FILTER (WHERE ${ofBusiness}), 0)::text`,
      accountFiles: sql<number>`count(*)::int`,
      accountBytes: sql<string>`coalesce(sum(${trainingSources.sizeBytes}), 0)::text`,
    })
    .from(trainingSources)
    .innerJoin(businesses, eq(businesses.id, trainingSources.businessId))
    .where(
      and(
        eq(businesses.ownerId, opts.ownerId),
        eq(trainingSources.kind, 'file'),
        opts.excludeSourceId != null ? ne(trainingSources.id, opts.excludeSourceId) : undefined,
      ),
    );
  return {
    businessFiles: Number(row?.businessFiles ?? 0),
    businessBytes: Number(row?.businessBytes ?? 0),
    accountFiles: Number(row?.accountFiles ?? 0),
    accountBytes: Number(row?.accountBytes ?? 0),
  };
}

/**
 * Why one more file of `sizeBytes` may not be stored, or null when it may. The number of files
 * first (409: deleting is the only way on), then the space (413). `sizeBytes` null asks, before the
 * file is read, whether another file may come at all: room for its number, and any space left.
 */
export function quotaRefusal(quota: UploadQuota, usage: UploadUsage, sizeBytes: number | null): AppError | null {
  if (usage.businessFiles >= quota.filesPerBusiness)
    return new AppError('conflict', QUOTA_MESSAGES.businessFiles(usage.businessFiles, quota.filesPerBusiness));
  if (usage.accountFiles >= quota.filesPerAccount)
    return new AppError('conflict', QUOTA_MESSAGES.accountFiles(usage.accountFiles, quota.filesPerAccount));
  if (sizeBytes === null) {
    if (usage.businessBytes >= quota.bytesPerBusiness)
      return new AppError('payload_too_large', QUOTA_MESSAGES.businessFull(quota.bytesPerBusiness));
    if (usage.accountBytes >= quota.bytesPerAccount)
      return new AppError('payload_too_large', QUOTA_MESSAGES.accountFull(quota.bytesPerAccount));
    return null;
  }
  if (usage.businessBytes + sizeBytes > quota.bytesPerBusiness)
    return new AppError(
      'payload_too_large',
      QUOTA_MESSAGES.businessBytes(quota.bytesPerBusiness - usage.businessBytes, quota.bytesPerBusiness, sizeBytes),
    );
  if (usage.accountBytes + sizeBytes > quota.bytesPerAccount)
    return new AppError(
      'payload_too_large',
      QUOTA_MESSAGES.accountBytes(quota.bytesPerAccount - usage.accountBytes, quota.bytesPerAccount, sizeBytes),
    );
  return null;
}

/**
 * An early refusal, outside any transaction: before the body is read (sizeBytes null: is there room
 * for another file at all?) and before a file is extracted. It decides nothing for certain: two
 * uploads may both pass it. `lockAndCheckUploadQuota` in the storing transaction does.
 */
export async function checkUploadQuota(
  db: Db,
  quota: UploadQuota,
  opts: { ownerId: number; businessId: number; sizeBytes: number | null },
): Promise<void> {
  const refusal = quotaRefusal(quota, await uploadUsage(db, opts), opts.sizeBytes);
  if (refusal) throw refusal;
}

/** pg_advisory_xact_lock(key, ownerId): serialises an account's uploads around the quota check. */
const UPLOAD_ACCOUNT_LOCK = 727_022;

/**
 * The quota check that counts, inside the transaction that stores the file and just before it
 * commits: it takes the account's upload lock and then the business's source-writer lock (always in
 * that order: nothing takes them the other way round), reads the usage after both (READ COMMITTED:
 * a statement after the lock sees every upload that committed before it was granted) and throws
 * the refusal, which rolls the whole transaction back. Two uploads racing for the last slot: the
 * second reads the first's file and is refused. The locks are held until commit.
 */
export async function lockAndCheckUploadQuota(
  tx: Tx,
  quota: UploadQuota,
  opts: { ownerId: number; businessId: number; sizeBytes: number; excludeSourceId?: number | null },
  lockBusiness: (tx: Tx, businessId: number) => Promise<void>,
): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${UPLOAD_ACCOUNT_LOCK}, ${opts.ownerId}::int)`);
  await lockBusiness(tx, opts.businessId);
  const refusal = quotaRefusal(quota, await uploadUsage(tx, opts), opts.sizeBytes);
  if (refusal) throw refusal;
}
