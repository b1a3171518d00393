import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { GeneratedProfile, ProfileField } from '@staffwright/contract';
import { SETUP_MESSAGES, setupSchema, type SetupInput } from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { businesses, passages } from '../../db/schema.ts';
import { AppError, conflict, isUniqueViolation } from '../../lib/errors.ts';
import { isReservedSubdomain, isValidSubdomainLabel, type BusinessContext, type Passage } from '../answering/index.ts';
import { getOwnedBusiness, type BusinessRow } from '../business/service.ts';
import { DnsError, type SubdomainPublisher } from './dns.ts';
import { isListingPage, isSidePage } from '../../lib/side-pages.ts';

export function businessContext(row: BusinessRow, contact?: BusinessContext['contact']): BusinessContext {
  return {
    ...(contact && (contact.phone || contact.email) ? { contact } : {}),
    businessName: row.name,
    industry: row.industry,
    agentName: row.agentName ?? 'our assistant',
    agentTitle: row.agentTitle ?? 'Customer Service Representative',
    website: row.website,
  };
}

const FIELD_QUERIES: Record<ProfileField, string> = {
  agentBio: 'about us services team mission',
  agentSkills: 'services offered treatments products',
  agentResponsibilities: 'appointments booking questions policies customers',
  agentExperience: 'years experience founded history team',
  agentTools: 'online booking portal payment insurance software phone email',
};

/** What a profile may be written from: the business's own pages, not job adverts, legal pages or listings. */
function speaksForTheBusiness(row: { title: string; url: string | null }): boolean {
  return !isSidePage(row) && !isListingPage(row);
}

const PROFILE_PASSAGES = 8;

/** The business's own passages that speak to the field, else its first ones. */
async function contextPassages(
  ctx: AppContext,
  userId: number,
  businessId: number,
  field: ProfileField,
  title: string,
): Promise<Passage[]> {
  const db = ctx.db;
  // Asked for more than are used: those from careers, legal and listing pages are left out.
  const hits = (
    await ctx.retrieval.search({ businessId, query: `${title} ${FIELD_QUERIES[field]}`, limit: 3 * PROFILE_PASSAGES }, { userId })
  ).filter(speaksForTheBusiness);
  const rows = hits.length
    ? hits.slice(0, PROFILE_PASSAGES)
    : (
        await db
          .select({ id: passages.id, title: passages.title, url: passages.url, content: passages.content })
          .from(passages)
          .where(eq(passages.businessId, businessId))
          .orderBy(passages.sourceId, passages.position)
          .limit(4 * PROFILE_PASSAGES)
      )
        .filter(speaksForTheBusiness)
        .slice(0, PROFILE_PASSAGES);
  return rows.map((r) => ({ id: r.id, content: r.content, sourceTitle: r.title, sourceUrl: r.url }));
}

export async function generateProfileField(
  ctx: AppContext,
  opts: { ownerId: number; businessId: number; field: ProfileField; context: string },
): Promise<GeneratedProfile> {
  const row = await getOwnedBusiness(ctx.db, opts.ownerId, opts.businessId);
  const business = businessContext(row);
  const found = await contextPassages(ctx, opts.ownerId, row.id, opts.field, business.agentTitle);
  const value = await ctx.ai.run(
    { userId: opts.ownerId, businessId: row.id, endpoint: `generate-profile:${opts.field}` },
    async (engine, signal) => {
      const r = await engine.generateProfileField({ field: opts.field, business, context: opts.context, passages: found, signal });
      return { value: r.value, usage: r.usage };
    },
  );
  return { [opts.field]: value } as GeneratedProfile;
}

/** Labels already used by other businesses, case-insensitively. */
async function takenAmong(db: Db, labels: string[], exceptBusinessId: number): Promise<Set<string>> {
  if (!labels.length) return new Set();
  const rows = await db
    .select({ s: sql<string>`lower(${businesses.subdomain})` })
    .from(businesses)
    .where(and(inArray(sql`lower(${businesses.subdomain})`, labels), ne(businesses.id, exceptBusinessId)));
  return new Set(rows.map((r) => r.s));
}

export async function suggestSubdomains(ctx: AppContext, opts: { ownerId: number; businessId: number; count?: number }): Promise<string[]> {
  const row = await getOwnedBusiness(ctx.db, opts.ownerId, opts.businessId);
  const want = opts.count ?? 5;
  const candidates = await ctx.engine.suggestSubdomains({ business: businessContext(row), count: want * 3 });
  const usable = [...new Set([row.subdomain, ...candidates].filter((c): c is string => !!c).map((c) => c.toLowerCase()))].filter(
    (c) => isValidSubdomainLabel(c) && !isReservedSubdomain(c),
  );
  const taken = await takenAmong(ctx.db, usable, row.id);
  return usable.filter((c) => !taken.has(c)).slice(0, want);
}

/** Publishing an agent needs a verified email address (decision 024): 403, nothing changed. */
export function requireVerifiedOwner(owner: { emailVerified: boolean }): void {
  if (!owner.emailVerified) throw new AppError('email_unverified', SETUP_MESSAGES.verifyEmailFirst);
}

/**
 * Validates the whole payload, claims the subdomain and publishes the agent in one transaction: the
 * unique index on lower(subdomain) decides races (one owner wins, the other gets 409), and a DNS
 * failure rolls everything back. Only an owner with a verified email address may publish.
 */
export async function completeSetup(
  ctx: AppContext & { dns: SubdomainPublisher },
  opts: { ownerId: number; emailVerified: boolean; businessId: number; input: SetupInput },
): Promise<BusinessRow> {
  const input = setupSchema.parse(opts.input);
  if (!isValidSubdomainLabel(input.subdomain))
    throw new AppError('validation', SETUP_MESSAGES.subdomainFormat, { subdomain: SETUP_MESSAGES.subdomainFormat });
  if (isReservedSubdomain(input.subdomain))
    throw new AppError('validation', SETUP_MESSAGES.subdomainReserved, { subdomain: SETUP_MESSAGES.subdomainReserved });
  await getOwnedBusiness(ctx.db, opts.ownerId, opts.businessId);
  requireVerifiedOwner(opts);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(businesses)
        .set({
          agentBio: input.agentBio,
          agentSkills: input.agentSkills,
          agentResponsibilities: input.agentResponsibilities,
          agentExperience: input.agentExperience,
          agentTools: input.agentTools,
          chatTheme: input.chatTheme,
          subdomain: input.subdomain,
          active: true,
          activatedAt: new Date(),
        })
        .where(and(eq(businesses.id, opts.businessId), eq(businesses.ownerId, opts.ownerId)))
        .returning();
      await ctx.dns.publish(input.subdomain);
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(SETUP_MESSAGES.subdomainTaken);
    if (err instanceof DnsError) throw new AppError('bad_gateway', err.message);
    throw err;
  }
}
