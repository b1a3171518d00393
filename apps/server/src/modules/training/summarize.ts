import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { trainingSources } from '../../db/schema.ts';
import { sourceText } from './service.ts';

/** Summarises a source with the active engine, stores it and records the usage. */
export async function summarizeSource(
  ctx: AppContext,
  opts: { userId: number; source: typeof trainingSources.$inferSelect },
): Promise<string> {
  const text = await sourceText(ctx.db, opts.source.id);
  const summary = await ctx.ai.run(
    { userId: opts.userId, businessId: opts.source.businessId, endpoint: 'summarize' },
    async (engine, signal) => {
      const r = await engine.summarize({ text, title: opts.source.name, signal });
      return { value: r.summary, usage: r.usage };
    },
  );
  await ctx.db.update(trainingSources).set({ summary, updatedAt: new Date() }).where(eq(trainingSources.id, opts.source.id));
  return summary;
}
