import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { businessIdParam, embedOriginsSchema, embedSettingsSchema, publicBusinessSchema } from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema.ts';
import { sessionOf } from '../../plugins/access.ts';
import { getActiveBusiness, getOwnedBusiness, isPublished, toPublicBusiness } from '../business/service.ts';
import { requireVerifiedOwner } from '../setup/service.ts';

/**
 * The sites allowed to frame a published business's chat; null when it isn't published (which
 * includes an owner whose email address is not verified: no site may embed it, decision 024).
 */
export async function embedAncestors(db: Db, businessId: number): Promise<string[] | null> {
  const [row] = await db
    .select({ origins: businesses.embedOrigins })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), isPublished))
    .limit(1);
  return row ? row.origins : null;
}

/** The embeddable widget's data, and the owner's allow-list of sites that may embed it. */
export const embedRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/embed/:businessId',
      { config: { access: 'public' }, schema: { params: businessIdParam, response: { 200: publicBusinessSchema } } },
      async (req) => toPublicBusiness(await getActiveBusiness(ctx.db, req.params.businessId)),
    );

    app.get(
      '/api/business/:businessId/embed',
      { config: { access: 'user', businessScoped: true }, schema: { params: businessIdParam, response: { 200: embedSettingsSchema } } },
      async (req) => ({ origins: (await getOwnedBusiness(ctx.db, sessionOf(req).user.id, req.params.businessId)).embedOrigins }),
    );

    app.put(
      '/api/business/:businessId/embed',
      {
        config: { access: 'user', businessScoped: true },
        schema: { params: businessIdParam, body: embedOriginsSchema, response: { 200: embedSettingsSchema } },
      },
      async (req) => {
        const owner = sessionOf(req).user;
        const b = await getOwnedBusiness(ctx.db, owner.id, req.params.businessId);
        // Letting other sites show the chat is publishing it there.
        requireVerifiedOwner(owner);
        const origins = [...new Set(req.body.origins)];
        await ctx.db.update(businesses).set({ embedOrigins: origins }).where(eq(businesses.id, b.id));
        return { origins };
      },
    );
  };
