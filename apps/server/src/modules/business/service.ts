import { and, desc, eq, sql } from 'drizzle-orm';
import type { Business, CreateBusinessInput, PublicBusiness } from '@staffwright/contract';
import { createBusinessSchema } from '@staffwright/contract';
import type { Db } from '../../db/client.ts';
import { businesses, users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

export type BusinessRow = typeof businesses.$inferSelect;

export const BUSINESS_TEXT = {
  notFound: 'Business not found',
  noActive: 'No active business found. Please complete the setup process.',
} as const;

export function toBusiness(row: BusinessRow): Business {
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    industry: row.industry,
    active: row.active,
    agentName: row.agentName,
    agentTitle: row.agentTitle,
    agentAvatar: row.agentAvatar,
    subdomain: row.subdomain,
    agentBio: row.agentBio,
    agentSkills: row.agentSkills,
    agentResponsibilities: row.agentResponsibilities,
    agentExperience: row.agentExperience,
    agentTools: row.agentTools,
    chatTheme: row.chatTheme,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toPublicBusiness(row: BusinessRow): PublicBusiness {
  const { website: _w, createdAt: _c, ...rest } = toBusiness(row);
  return { ...rest, active: true };
}

function listQuery(db: Db) {
  return db
    .select()
    .from(businesses)
    .where(eq(businesses.ownerId, sql.placeholder('ownerId')))
    .orderBy(desc(businesses.createdAt), desc(businesses.id))
    .prepare('sw_list_businesses');
}
const listQueries = new WeakMap<Db, ReturnType<typeof listQuery>>();

/**
 * The owner's businesses, newest first. The dashboard reads this on every page, so the statement is
 * built once per database and prepared on each connection (no query building or planning per call).
 */
export async function listBusinesses(db: Db, ownerId: number): Promise<BusinessRow[]> {
  let query = listQueries.get(db);
  if (!query) listQueries.set(db, (query = listQuery(db)));
  return query.execute({ ownerId });
}

/** Only the five form fields are taken; ownership, status and subdomain are never set from input. */
export async function createBusiness(db: Db, ownerId: number, input: CreateBusinessInput): Promise<BusinessRow> {
  const data = createBusinessSchema.parse(input);
  const [row] = await db
    .insert(businesses)
    .values({
      ownerId,
      name: data.name,
      website: data.website,
      industry: data.industry,
      agentName: data.agentName,
      agentTitle: data.agentTitle,
    })
    .returning();
  return row!;
}

/** The owner's business, or 404 — the same answer whether it belongs to someone else or does not exist. */
export async function getOwnedBusiness(db: Db, ownerId: number, id: number): Promise<BusinessRow> {
  const [row] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, id), eq(businesses.ownerId, ownerId)))
    .limit(1);
  if (!row) throw notFound(BUSINESS_TEXT.notFound);
  return row;
}

/**
 * The owner's "current" business: the active one set up most recently. The agent profile screen
 * and the business dashboard show it when no subdomain names a business.
 */
export async function getCurrentBusiness(db: Db, ownerId: number): Promise<BusinessRow> {
  const [row] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.ownerId, ownerId), eq(businesses.active, true)))
    .orderBy(desc(businesses.activatedAt), desc(businesses.id))
    .limit(1);
  if (!row) throw notFound(BUSINESS_TEXT.noActive);
  return row;
}

/**
 * Published, as every public surface (agent page, chat, embedded widget) reads it: set up (active)
 * by an owner whose email address is verified (decision 024). Setup already refuses unverified
 * owners; this keeps any agent activated otherwise (before that rule, by hand) off the public web.
 */
export const isPublished = and(
  eq(businesses.active, true),
  sql`exists (select 1 from ${users} where ${users.id} = ${businesses.ownerId} and ${users.emailVerified})`,
)!;

/** A published business by id, for public chat and the embedded widget. */
export async function getActiveBusiness(db: Db, id: number): Promise<BusinessRow> {
  const [row] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, id), isPublished))
    .limit(1);
  if (!row) throw notFound(BUSINESS_TEXT.notFound);
  return row;
}
