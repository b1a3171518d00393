/**
 * Lead capture (issue 19 part 2, decision 033). Other modules import from here only: the chat asks
 * `leadIntent` and records its offer with `leadOfferAssignments`; insights counts with `leadsSince`;
 * app.ts registers the routes and the mail job.
 */
export { leadIntent, type LeadIntent } from './intent.ts';
export { leadOfferAssignments, leadsSince, runLeadDigests, mailLeadNow, csvCell, digestDue } from './service.ts';
export { leadsRoutes } from './routes.ts';
export { registerLeadJobs, LEAD_DIGEST_QUEUE, LEAD_DIGEST_CRON } from './jobs.ts';
