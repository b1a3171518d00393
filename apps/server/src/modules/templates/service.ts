import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Template, TemplateDownload, TemplateLike, TemplateQuery, TemplateSort, TemplateViews } from '@staffwright/contract';
import {
  createBusinessSchema,
  TEMPLATE_MESSAGES,
  TEMPLATE_TO_BUSINESS_INDUSTRY,
  type TemplateCategory,
  type TemplateIndustry,
} from '@staffwright/contract';
import type { Db } from '../../db/client.ts';
import { businesses, templateDownloads, templateLikes, templates } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { insertTextSource } from '../training/service.ts';

/**
 * A downloaded template's business needs a website to pass the business form's rules; the owner
 * has none on file yet. example.com is reserved for exactly this (RFC 2606) and never crawled by us.
 */
export const TEMPLATE_WEBSITE_PLACEHOLDER = 'https://example.com';

/** The training source a download creates: "Starter knowledge: Dental Office Receptionist". */
export const starterKnowledgeName = (templateName: string) => `Starter knowledge: ${templateName}`;

const ORDER: Record<TemplateSort, SQL[]> = {
  // Ties (a fresh catalogue starts at zero everywhere) fall back to the catalogue's own order.
  popular: [desc(templates.downloads), desc(templates.likes), desc(templates.views), asc(templates.id)],
  recent: [desc(templates.createdAt), desc(templates.id)],
  likes: [desc(templates.likes), desc(templates.downloads), asc(templates.id)],
};

/** Far above any filter's result (the whole catalogue is about a hundred templates). */
const LIST_LIMIT = 500;

const listColumns = {
  id: templates.id,
  name: templates.name,
  description: templates.description,
  industry: templates.industry,
  category: templates.category,
  jobTitle: templates.jobTitle,
  agentName: templates.agentName,
  agentTitle: templates.agentTitle,
  agentBio: templates.agentBio,
  agentSkills: templates.agentSkills,
  agentResponsibilities: templates.agentResponsibilities,
  priceCents: templates.priceCents,
  likes: templates.likes,
  downloads: templates.downloads,
  views: templates.views,
  createdAt: templates.createdAt,
};

/** SPEC §7 GET /api/templates: filtered and sorted; `likedByMe` tells a signed-in owner what they liked. */
export async function listTemplates(db: Db, query: TemplateQuery, viewerId: number | null): Promise<Template[]> {
  const where: SQL[] = [];
  if (query.industry) where.push(eq(templates.industry, query.industry));
  if (query.category) where.push(eq(templates.category, query.category));
  if (query.jobTitle) where.push(eq(templates.jobTitle, query.jobTitle));
  const liked =
    viewerId === null
      ? sql<boolean>`false`
      : sql<boolean>`exists (select 1 from ${templateLikes} where ${templateLikes.templateId} = ${templates.id} and ${templateLikes.userId} = ${viewerId})`;
  const rows = await db
    .select({ ...listColumns, likedByMe: liked })
    .from(templates)
    .where(and(...where))
    .orderBy(...ORDER[query.sort])
    .limit(LIST_LIMIT);
  return rows.map(({ priceCents, createdAt, likedByMe, ...r }) => ({
    ...r,
    industry: r.industry as TemplateIndustry,
    category: r.category as TemplateCategory,
    price: priceCents / 100,
    likedByMe: likedByMe === true || (likedByMe as unknown) === 't',
    createdAt: createdAt.toISOString(),
  }));
}

/**
 * 'Use Template': in one transaction, counts the download, creates a business for the owner with
 * the template's agent and full profile (not active, so it goes through Complete Setup), stores the
 * starter knowledge as its training data and records which business the download made. Any failure
 * leaves no business and no count behind. The business is called `name` when the owner chose one in
 * the preview, otherwise after the template.
 */
export async function downloadTemplate(db: Db, ownerId: number, templateId: number, name?: string): Promise<TemplateDownload> {
  return db.transaction(async (tx) => {
    const [t] = await tx
      .update(templates)
      .set({ downloads: sql`${templates.downloads} + 1` })
      .where(eq(templates.id, templateId))
      .returning();
    if (!t) throw notFound(TEMPLATE_MESSAGES.notFound);
    // The business form's own rules, so a template can never make a business the form could not.
    const form = createBusinessSchema.parse({
      name: name ?? t.name,
      website: TEMPLATE_WEBSITE_PLACEHOLDER,
      industry: TEMPLATE_TO_BUSINESS_INDUSTRY[t.industry as TemplateIndustry] ?? 'other',
      agentName: t.agentName,
      agentTitle: t.agentTitle,
    });
    const [business] = await tx
      .insert(businesses)
      .values({
        ownerId,
        ...form,
        agentBio: t.agentBio,
        agentSkills: t.agentSkills,
        agentResponsibilities: t.agentResponsibilities,
        agentExperience: t.agentExperience,
        agentTools: t.agentTools,
      })
      .returning({ id: businesses.id });
    await insertTextSource(tx, { businessId: business!.id, kind: 'template', name: starterKnowledgeName(t.name), text: t.knowledge });
    await tx.insert(templateDownloads).values({ templateId: t.id, userId: ownerId, businessId: business!.id });
    return { businessId: business!.id, templateId: t.id, downloads: t.downloads, message: TEMPLATE_MESSAGES.downloaded };
  });
}

/** One like per owner: a second like changes nothing and answers the same. */
export async function likeTemplate(db: Db, userId: number, templateId: number): Promise<TemplateLike> {
  return db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: templates.id }).from(templates).where(eq(templates.id, templateId)).limit(1);
    if (!exists) throw notFound(TEMPLATE_MESSAGES.notFound);
    // The unique (template, user) index decides races: only one insert of a pair ever succeeds.
    const inserted = await tx
      .insert(templateLikes)
      .values({ templateId, userId })
      .onConflictDoNothing()
      .returning({ templateId: templateLikes.templateId });
    const [row] = inserted.length
      ? await tx
          .update(templates)
          .set({ likes: sql`${templates.likes} + 1` })
          .where(eq(templates.id, templateId))
          .returning({ likes: templates.likes })
      : await tx.select({ likes: templates.likes }).from(templates).where(eq(templates.id, templateId));
    return { templateId, likes: row!.likes, liked: true };
  });
}

/** Counts one view for each template a page has just shown; unknown ids are ignored. */
export async function recordViews(db: Db, ids: number[]): Promise<TemplateViews> {
  const unique = [...new Set(ids)];
  const rows = await db
    .update(templates)
    .set({ views: sql`${templates.views} + 1` })
    .where(inArray(templates.id, unique))
    .returning({ id: templates.id, views: templates.views });
  return { views: rows.sort((a, b) => a.id - b.id) };
}
