import { z } from 'zod';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  businessIdParam,
  crawlRunIdParam,
  crawlRunSchema,
  crawlScheduleInputSchema,
  crawlScheduleSchema,
  messageSchema,
  passageResultSchema,
  summarySchema,
  trainingSearchSchema,
  trainingSourceIdParam,
  trainingSourceSchema,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  websiteTrainingSchema,
} from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { sessionOf } from '../../plugins/access.ts';
import { getOwnedBusiness } from '../business/service.ts';
import * as service from './service.ts';
import { getCrawlRun, listCrawlRuns, startOwnerCrawl } from './crawl-jobs.ts';
import { getCrawlSchedule, setCrawlSchedule } from './crawl-jobs-schedule.ts';
import { summarizeSource } from './summarize.ts';
import { checkUploadQuota } from './quota.ts';

const tooLarge = () => new AppError('payload_too_large', UPLOAD_MESSAGES.tooLargeUnknownSize);

/**
 * The uploaded file's bytes, all of them, or a 413 when it is larger than the limit (decision 027).
 * toBuffer() throws FST_REQ_FILE_TOO_LARGE when it sees a chunk arrive after the stream passed the
 * limit, but not always: when a read of the request ends exactly at the limit, the parser drops the
 * next byte without a chunk, marks the stream `truncated` and ends it, and toBuffer() returns the
 * first 5 MB as if they were the file. So `truncated` is checked here whatever toBuffer() did.
 */
export async function readWholeFile(file: MultipartFile): Promise<Buffer> {
  const data = await file.toBuffer().catch((err: unknown) => {
    // Its own message is 'request file too large'; the owner gets the limit, in MB and bytes.
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw err;
  });
  if (file.file.truncated || data.byteLength > UPLOAD_MAX_BYTES) throw tooLarge();
  return data;
}

export const trainingRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/training-data/:businessId/file',
      { config: { access: 'user', businessScoped: true }, schema: { params: businessIdParam, response: { 201: trainingSourceSchema } } },
      async (req, reply) => {
        if (!req.isMultipart()) throw new AppError('unsupported_media_type', 'Send the file as multipart/form-data in the field "file"');
        const owner = sessionOf(req).user.id;
        // Ownership first: a stranger's upload is refused before a byte of it is read.
        await getOwnedBusiness(ctx.db, owner, req.params.businessId);
        // So is one more file where the business or the account has no room for another (decision 027).
        await checkUploadQuota(ctx.db, ctx.config.uploadQuota, { ownerId: owner, businessId: req.params.businessId, sizeBytes: null });
        const file = await req.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
        if (!file || file.fieldname !== 'file') throw new AppError('bad_request', 'No file was uploaded (expected the field "file")');
        const data = await readWholeFile(file);
        const source = await service.ingestFile(ctx, {
          ownerId: owner,
          businessId: req.params.businessId,
          fileName: file.filename,
          data,
          receivedBytes: file.file.bytesRead,
        });
        return reply.code(201).send(source);
      },
    );

    // The crawl runs as a background job: 202 with the queued run (or the one already under way
    // for that site), which the client polls below. An address that may not be crawled is a 400 now.
    app.post(
      '/api/training-data/:businessId/website',
      {
        config: { access: 'user', businessScoped: true },
        schema: { params: businessIdParam, body: websiteTrainingSchema, response: { 202: crawlRunSchema } },
      },
      async (req, reply) => {
        const run = await startOwnerCrawl(ctx, {
          ownerId: sessionOf(req).user.id,
          businessId: req.params.businessId,
          websiteUrl: req.body.websiteUrl,
          settings: { pageLimit: req.body.pageLimit, includePaths: req.body.includePaths, excludePaths: req.body.excludePaths },
        });
        return reply.code(202).send(run);
      },
    );

    app.get(
      '/api/training-data/:businessId/crawls',
      { config: { access: 'user', businessScoped: true }, schema: { params: businessIdParam, response: { 200: z.array(crawlRunSchema) } } },
      async (req) => listCrawlRuns(ctx.db, sessionOf(req).user.id, req.params.businessId),
    );

    app.get(
      '/api/training-data/:businessId/crawls/:runId',
      { config: { access: 'user', businessScoped: true }, schema: { params: crawlRunIdParam, response: { 200: crawlRunSchema } } },
      async (req) => getCrawlRun(ctx.db, sessionOf(req).user.id, req.params.businessId, req.params.runId),
    );

    app.get(
      '/api/training-data/:businessId/crawl-schedule',
      { config: { access: 'user', businessScoped: true }, schema: { params: businessIdParam, response: { 200: crawlScheduleSchema } } },
      async (req) => getCrawlSchedule(ctx.db, sessionOf(req).user.id, req.params.businessId),
    );

    app.put(
      '/api/training-data/:businessId/crawl-schedule',
      {
        config: { access: 'user', businessScoped: true },
        schema: { params: businessIdParam, body: crawlScheduleInputSchema, response: { 200: crawlScheduleSchema } },
      },
      async (req) => setCrawlSchedule(ctx.db, sessionOf(req).user.id, req.params.businessId, req.body.interval),
    );

    app.post(
      '/api/training-data/search',
      { config: { access: 'user' }, schema: { body: trainingSearchSchema, response: { 200: z.array(passageResultSchema) } } },
      async (req) => {
        const user = sessionOf(req).user;
        await getOwnedBusiness(ctx.db, user.id, req.body.businessId);
        return ctx.retrieval.search(req.body, { userId: user.id });
      },
    );

    app.post(
      '/api/training-data/:id/summarize',
      { config: { access: 'user', businessScoped: true }, schema: { params: trainingSourceIdParam, response: { 200: summarySchema } } },
      async (req) => {
        const user = sessionOf(req).user;
        const source = await service.getOwnedSource(ctx.db, user.id, req.params.id);
        return { summary: await summarizeSource(ctx, { userId: user.id, source }) };
      },
    );

    app.get(
      '/api/business/:businessId/training-data',
      {
        config: { access: 'user', businessScoped: true },
        schema: { params: businessIdParam, response: { 200: z.array(trainingSourceSchema) } },
      },
      async (req) => service.listSources(ctx.db, sessionOf(req).user.id, req.params.businessId),
    );

    app.delete(
      '/api/training-data/:id',
      { config: { access: 'user', businessScoped: true }, schema: { params: trainingSourceIdParam, response: { 200: messageSchema } } },
      async (req) => {
        await service.deleteSource(ctx.db, sessionOf(req).user.id, req.params.id);
        return { message: 'Training data removed' };
      },
    );
  };
