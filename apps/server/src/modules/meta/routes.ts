import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appMetaSchema } from '@staffwright/contract';
import type { AppContext } from '../../context.ts';

/** What the web app needs to know about this installation: the agent domain and the AI engine. */
export const metaRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/api/meta', { config: { access: 'public' }, schema: { response: { 200: appMetaSchema } } }, async () => ({
      appDomain: ctx.config.appDomain,
      engine: ctx.ai.info,
    }));
  };
