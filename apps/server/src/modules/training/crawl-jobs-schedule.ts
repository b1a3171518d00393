import { and, eq, inArray, lt, max, ne } from 'drizzle-orm';
import { CRAWL_INTERVAL_MS, type CrawlInterval, type CrawlSchedule } from '@staffwright/contract';
import type { Db } from '../../db/client.ts';
import { crawlRuns, crawlSchedules, trainingSources } from '../../db/schema.ts';
import { getOwnedBusiness } from '../business/service.ts';
import { siteKey } from './service.ts';

/**
 * Re-crawl schedules. A business's schedule applies to every site it has trained on (its website
 * training sources). A site is due when its pages are older than the interval and no crawl of it,
 * successful or not, started within the interval: a site that fails is tried once per interval,
 * not once a minute.
 */

interface Site {
  businessId: number;
  url: string;
  key: string;
  /** When its pages were last stored (the source's created_at, which each stored re-crawl moves: the last success). */
  crawledAt: Date;
  /** The latest crawl of it that was started, whatever became of it. */
  lastRunAt: Date | null;
}

const dueAt = (site: Site, interval: Exclude<CrawlInterval, 'off'>): Date => {
  const last = Math.max(site.crawledAt.getTime(), site.lastRunAt?.getTime() ?? 0);
  return new Date(last + CRAWL_INTERVAL_MS[interval]);
};

/** The website sources of the given businesses, with the start time of each site's latest run. */
async function sitesOf(db: Db, businessIds: number[], crawledBefore?: Date): Promise<Site[]> {
  if (!businessIds.length) return [];
  const sources = await db
    .select({ businessId: trainingSources.businessId, url: trainingSources.name, crawledAt: trainingSources.createdAt })
    .from(trainingSources)
    .where(
      and(
        inArray(trainingSources.businessId, businessIds),
        eq(trainingSources.kind, 'website'),
        crawledBefore ? lt(trainingSources.createdAt, crawledBefore) : undefined,
      ),
    );
  if (!sources.length) return [];
  const runs = await db
    .select({ businessId: crawlRuns.businessId, key: crawlRuns.siteKey, at: max(crawlRuns.createdAt) })
    .from(crawlRuns)
    .where(inArray(crawlRuns.businessId, [...new Set(sources.map((s) => s.businessId))]))
    .groupBy(crawlRuns.businessId, crawlRuns.siteKey);
  const lastRun = new Map(runs.map((r) => [`${r.businessId} ${r.key}`, r.at]));
  return sources.map((s) => {
    const key = siteKey(s.url);
    return { ...s, key, lastRunAt: lastRun.get(`${s.businessId} ${key}`) ?? null };
  });
}

/** Sites whose scheduled re-crawl is due at `now`. */
export async function dueSites(db: Db, now: Date): Promise<{ businessId: number; url: string }[]> {
  const schedules = await db
    .select({ businessId: crawlSchedules.businessId, interval: crawlSchedules.interval })
    .from(crawlSchedules)
    .where(ne(crawlSchedules.interval, 'off'));
  const intervalOf = new Map(schedules.map((s) => [s.businessId, s.interval as Exclude<CrawlInterval, 'off'>]));
  // Nothing crawled within the shortest interval can be due; the database leaves those out.
  const sites = await sitesOf(db, [...intervalOf.keys()], new Date(now.getTime() - Math.min(...Object.values(CRAWL_INTERVAL_MS))));
  return sites
    .filter((site) => dueAt(site, intervalOf.get(site.businessId)!) <= now)
    .map((s) => ({ businessId: s.businessId, url: s.url }));
}

export async function getCrawlSchedule(db: Db, ownerId: number, businessId: number): Promise<CrawlSchedule> {
  await getOwnedBusiness(db, ownerId, businessId);
  const [row] = await db
    .select({ interval: crawlSchedules.interval })
    .from(crawlSchedules)
    .where(eq(crawlSchedules.businessId, businessId))
    .limit(1);
  const interval = row?.interval ?? 'off';
  const sites = await sitesOf(db, [businessId]);
  const lastCrawledAt = sites.length ? new Date(Math.max(...sites.map((s) => s.crawledAt.getTime()))) : null;
  const next = interval === 'off' || !sites.length ? null : new Date(Math.min(...sites.map((s) => dueAt(s, interval).getTime())));
  return { interval, lastCrawledAt: lastCrawledAt?.toISOString() ?? null, nextRunAt: next?.toISOString() ?? null };
}

export async function setCrawlSchedule(db: Db, ownerId: number, businessId: number, interval: CrawlInterval): Promise<CrawlSchedule> {
  await getOwnedBusiness(db, ownerId, businessId);
  await db
    .insert(crawlSchedules)
    .values({ businessId, interval })
    .onConflictDoUpdate({ target: crawlSchedules.businessId, set: { interval, updatedAt: new Date() } });
  return getCrawlSchedule(db, ownerId, businessId);
}
