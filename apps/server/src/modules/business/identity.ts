import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  IDENTITY_WEBSITE_FIELDS,
  businessIdentityInputSchema,
  type BusinessIdentity,
  type BusinessIdentityInput,
  type IdentityWebsiteField,
  type OwnerIdentity,
  type PublicAgentPage,
  type WebsiteIdentity,
} from '@staffwright/contract';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema.ts';
import type { ContactCard } from '../../ingest/crawl/index.ts';
import { notFound } from '../../lib/errors.ts';
import { BUSINESS_TEXT, isPublished, toPublicBusiness } from './service.ts';

/**
 * The business's identity on its public page (decision 028). The owner's values live in
 * `businesses.identity`; phone, email, address and hours that the owner has not set are the
 * contact card of the latest crawled website (`training_sources.details.contact`), so a re-crawl
 * that finds a new number shows it, and a value the owner changed or cleared is theirs for good.
 */

/**
 * The businesses row's id, always qualified: Drizzle writes a column of a one-table query as a
 * bare "id", which inside a subquery on training_sources would name that table's id.
 */
export const BUSINESS_ROW_ID = sql.raw('"businesses"."id"');

/** The latest crawled site's contact card of a business, as a column expression. */
export function contactCardOf(businessId: SQL = BUSINESS_ROW_ID): SQL<ContactCard | null> {
  return sql<ContactCard | null>`(
    SELECT ts.details->'contact' FROM training_sources ts
    WHERE ts.business_id = ${businessId} AND ts.kind = 'website' AND ts.details ? 'contact'
    ORDER BY ts.created_at DESC LIMIT 1
  )`;
}

/** What the website showed, in the identity's shape; null when no site's card was stored. */
export function websiteIdentity(card: ContactCard | null): WebsiteIdentity | null {
  if (!card) return null;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  return {
    phone: text(card.phone),
    email: text(card.email),
    address: text(card.address),
    hours: Array.isArray(card.hours) ? card.hours.filter((l): l is string => typeof l === 'string' && l.trim() !== '') : [],
  };
}

const sameValue = (a: string | string[] | null, b: string | string[] | null) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The identity as shown, and which of its fields are the website's. */
export function effectiveIdentity(
  stored: Partial<BusinessIdentity>,
  website: WebsiteIdentity | null,
): { identity: BusinessIdentity; fromWebsite: IdentityWebsiteField[] } {
  const fromWebsite: IdentityWebsiteField[] = [];
  const pick = <K extends IdentityWebsiteField>(key: K): WebsiteIdentity[K] | null => {
    if (key in stored) return stored[key] ?? null;
    const value: WebsiteIdentity[K] | null = website ? website[key] : null;
    if (value !== null && !(Array.isArray(value) && value.length === 0)) fromWebsite.push(key);
    return value;
  };
  return {
    identity: {
      description: stored.description ?? null,
      phone: pick('phone'),
      email: pick('email'),
      address: pick('address'),
      hours: pick('hours') ?? [],
      logoUrl: stored.logoUrl ?? null,
    },
    fromWebsite,
  };
}

function ownerView(stored: Partial<BusinessIdentity>, card: ContactCard | null): OwnerIdentity {
  const website = websiteIdentity(card);
  return { ...effectiveIdentity(stored, website), website };
}

async function ownedWithCard(db: Db, ownerId: number, businessId: number) {
  const [row] = await db
    .select({ identity: businesses.identity, card: contactCardOf() })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.ownerId, ownerId)))
    .limit(1);
  if (!row) throw notFound(BUSINESS_TEXT.notFound);
  return row;
}

/** The owner's view of the identity: another owner's business is a 404, like a missing one. */
export async function getOwnerIdentity(db: Db, ownerId: number, businessId: number): Promise<OwnerIdentity> {
  const row = await ownedWithCard(db, ownerId, businessId);
  return ownerView(row.identity, row.card);
}

/**
 * Saves the whole identity in one UPDATE. A website field saved with the website's own value is
 * not stored (it keeps following the website); any other value, or none, is the owner's.
 */
export async function saveIdentity(db: Db, ownerId: number, businessId: number, input: BusinessIdentityInput): Promise<OwnerIdentity> {
  const data = businessIdentityInputSchema.parse(input);
  const { card } = await ownedWithCard(db, ownerId, businessId);
  const website = websiteIdentity(card);
  const stored: Partial<BusinessIdentity> = { description: data.description, logoUrl: data.logoUrl };
  for (const key of IDENTITY_WEBSITE_FIELDS) {
    const value = data[key];
    const site = website?.[key] ?? (key === 'hours' ? [] : null);
    if (!sameValue(value, site)) Object.assign(stored, { [key]: value });
  }
  const [row] = await db
    .update(businesses)
    .set({ identity: stored })
    .where(and(eq(businesses.id, businessId), eq(businesses.ownerId, ownerId)))
    .returning({ identity: businesses.identity });
  if (!row) throw notFound(BUSINESS_TEXT.notFound);
  return ownerView(row.identity, card);
}

/**
 * The public agent page of a subdomain: published businesses only, case-insensitive, with the
 * identity (one statement: the card is a subquery).
 */
export async function getAgentPage(db: Db, subdomain: string): Promise<PublicAgentPage> {
  const [row] = await db
    .select({ business: businesses, card: contactCardOf() })
    .from(businesses)
    .where(and(eq(sql`lower(${businesses.subdomain})`, subdomain.toLowerCase()), isPublished, isNotNull(businesses.subdomain)))
    .limit(1);
  if (!row) throw notFound(BUSINESS_TEXT.notFound);
  return { ...toPublicBusiness(row.business), identity: effectiveIdentity(row.business.identity, websiteIdentity(row.card)).identity };
}
