import { newAccount } from '../app.ts';

/** The real ids of one owner's data: a published business with a training source, a visitor and a conversation. */
export interface World {
  userId: number;
  username: string;
  email: string;
  password: string;
  businessId: number;
  subdomain: string;
  sourceId: number;
  visitorId: string;
  templateId: number;
}

export type Json = Record<string, unknown>;

export interface RouteCase {
  /** A value for every :param of the URL, from the world of the owner whose data is addressed. */
  params?: (w: World) => Record<string, string | number>;
  query?: (w: World) => string;
  /** A valid JSON body (the abuse cases are derived from it). */
  body?: (w: World) => Json;
  /** The body is a multipart upload, not JSON. */
  multipart?: boolean;
  /** Not businessScoped in the route table, but names a business in its body: a stranger gets 404 too. */
  bodyScoped?: boolean;
}

const business = (w: World) => ({ businessId: w.businessId });
const source = (w: World) => ({ id: w.sourceId });
const template = (w: World) => ({ id: w.templateId });
const user = (w: World) => ({ id: w.userId });
const chatMessage = (w: World) => ({ message: 'Where do I park?', visitorId: w.visitorId });
const TOKEN = 'A'.repeat(43);

/**
 * Every /api route, keyed "METHOD url" exactly as the route table lists it. A route missing here
 * fails the security suite: add an entry giving its params (and body) when you add a route.
 */
export const ROUTE_CASES: Record<string, RouteCase> = {
  // auth
  'GET /api/user': {},
  'POST /api/register': { body: () => newAccount('abuse') },
  'POST /api/login': { body: (w) => ({ username: w.username, password: 'not-the-password-1' }) },
  'POST /api/logout': {},
  'POST /api/resend-verification': {},
  'POST /api/verify-email': { body: () => ({ token: TOKEN }) },
  'POST /api/request-password-reset': { body: (w) => ({ email: w.email }) },
  'POST /api/reset-password': { body: () => ({ token: TOKEN, password: 'new-password-9' }) },
  'POST /api/account/password': { body: (w) => ({ currentPassword: w.password, newPassword: 'another-pass-9' }) },
  'POST /api/account/email': { body: (w) => ({ email: `new.${w.email}`, password: w.password }) },
  'POST /api/account/logout-all': {},
  'DELETE /api/account': { body: (w) => ({ password: w.password }) },
  // business
  'GET /api/business': {},
  'POST /api/business': {
    body: () => ({ name: 'Abuse Co', website: 'https://example.com', industry: 'dental', agentName: 'Ann', agentTitle: 'Receptionist' }),
  },
  'GET /api/business/current': {},
  'GET /api/business/by-subdomain': { query: (w) => `subdomain=${w.subdomain}` },
  'GET /api/business/:businessId': { params: business },
  'GET /api/business/:businessId/identity': { params: business },
  'PUT /api/business/:businessId/identity': {
    params: business,
    body: () => ({
      description: 'Family dentist',
      phone: '+1 802 555 0142',
      email: 'hi@example.com',
      address: null,
      hours: [],
      logoUrl: null,
    }),
  },
  // training
  'POST /api/training-data/:businessId/file': { params: business, multipart: true },
  // A loopback address: refused by the crawler's SSRF guard, so no test reaches the network.
  'POST /api/training-data/:businessId/website': { params: business, body: () => ({ websiteUrl: 'http://127.0.0.1:9/' }) },
  'GET /api/training-data/:businessId/crawls': { params: business },
  // A run id that exists in no world: another owner is refused on the business before the run is looked up.
  'GET /api/training-data/:businessId/crawls/:runId': { params: (w) => ({ businessId: w.businessId, runId: 1 }) },
  'GET /api/training-data/:businessId/crawl-schedule': { params: business },
  'PUT /api/training-data/:businessId/crawl-schedule': { params: business, body: () => ({ interval: 'weekly' }) },
  'POST /api/training-data/search': { body: (w) => ({ query: 'parking', businessId: w.businessId }), bodyScoped: true },
  'POST /api/training-data/:id/summarize': { params: source },
  'GET /api/business/:businessId/training-data': { params: business },
  'DELETE /api/training-data/:id': { params: source },
  // setup
  'POST /api/subdomain/suggest': { body: (w) => ({ businessId: w.businessId }), bodyScoped: true },
  'POST /api/business/:businessId/generate-profile': {
    params: business,
    body: () => ({ title: 'Receptionist', industry: 'dental', businessName: 'Abuse Co', field: 'agentBio', context: 'Front desk' }),
  },
  'POST /api/business/:businessId/setup': {
    params: business,
    body: (w) => ({
      agentBio: 'Bio',
      agentSkills: ['a'],
      agentResponsibilities: ['b'],
      agentExperience: 'c',
      agentTools: ['d'],
      chatTheme: { primaryColor: '#112233', secondaryColor: '#ffffff', fontFamily: 'Inter', borderRadius: 8 },
      subdomain: `sec-${w.businessId}`,
    }),
  },
  // meta, templates
  'GET /api/meta': {},
  'GET /api/templates': { query: () => 'sort=popular' },
  'POST /api/templates/views': { body: (w) => ({ ids: [w.templateId] }) },
  'POST /api/templates/:id/download': { params: template },
  'POST /api/templates/:id/like': { params: template },
  // admin
  'GET /api/admin/users': { query: () => 'page=1&pageSize=5&q=a' },
  'GET /api/admin/usage': { query: () => 'page=1' },
  'GET /api/admin/messages': { query: () => 'page=1' },
  'DELETE /api/admin/users/:id': { params: user },
  'POST /api/admin/impersonate/stop': {},
  'POST /api/admin/impersonate/:id': { params: user },
  // chat
  'POST /api/chat/:businessId/visitor': { params: business },
  'GET /api/chat/:businessId/starters': { params: business },
  'GET /api/chat/:businessId/:visitorId': { params: (w) => ({ businessId: w.businessId, visitorId: w.visitorId }) },
  'POST /api/chat/:businessId': { params: business, body: chatMessage },
  'POST /api/chat/:businessId/stream': { params: business, body: chatMessage },
  'GET /api/business/:businessId/conversations': { params: business },
  // human handoff (decision 030); conversation 1 is no stranger's to reply to: the business is checked first
  'POST /api/chat/:businessId/handoff': {
    params: business,
    body: (w) => ({ visitorId: w.visitorId, name: 'Ann Visitor', email: 'ann@example.test', consent: true }),
  },
  'GET /api/chat/:businessId/:visitorId/handoff': { params: (w) => ({ businessId: w.businessId, visitorId: w.visitorId }) },
  'POST /api/business/:businessId/conversations/:conversationId/reply': {
    params: (w) => ({ businessId: w.businessId, conversationId: 1 }),
    body: () => ({ message: 'Hello, this is the owner.' }),
  },
  'POST /api/business/:businessId/conversations/:conversationId/close-handoff': {
    params: (w) => ({ businessId: w.businessId, conversationId: 1 }),
  },
  'GET /api/business/:businessId/handoff-settings': { params: business },
  'PUT /api/business/:businessId/handoff-settings': { params: business, body: () => ({ timeZone: 'Europe/Berlin' }) },
  // lead capture (decision 033); the world's visitor was never offered, so its lead is a 409; lead 1 is no stranger's
  'POST /api/chat/:businessId/lead': {
    params: business,
    body: (w) => ({ visitorId: w.visitorId, name: 'Ann Visitor', email: 'ann@example.test', consent: true }),
  },
  'GET /api/business/:businessId/leads': { params: business, query: () => 'page=1' },
  'GET /api/business/:businessId/leads/export': { params: business },
  'PUT /api/business/:businessId/leads/:leadId': {
    params: (w) => ({ businessId: w.businessId, leadId: 1 }),
    body: () => ({ status: 'contacted' }),
  },
  'DELETE /api/business/:businessId/leads/:leadId': { params: (w) => ({ businessId: w.businessId, leadId: 1 }) },
  'GET /api/business/:businessId/lead-settings': { params: business },
  'PUT /api/business/:businessId/lead-settings': { params: business, body: () => ({ emails: 'digest' }) },
  // taught answers (decision 029): an answer id that exists in no world; another owner is refused on the business first
  'GET /api/business/:businessId/taught-answers': { params: business },
  'POST /api/business/:businessId/taught-answers': {
    params: business,
    body: () => ({ question: 'Do you deliver?', answer: 'Yes, within 5 km.' }),
  },
  'PUT /api/business/:businessId/taught-answers/:answerId': {
    params: (w) => ({ businessId: w.businessId, answerId: 1 }),
    body: () => ({ question: 'Do you deliver?', answer: 'Yes, within 5 km.' }),
  },
  'DELETE /api/business/:businessId/taught-answers/:answerId': { params: (w) => ({ businessId: w.businessId, answerId: 1 }) },
  // retention (decision 032); the deletion link's token is checked before the conversation is read
  'GET /api/business/:businessId/retention': { params: business },
  'PUT /api/business/:businessId/retention': { params: business, body: () => ({ days: 90 }) },
  'GET /api/conversation-deletion/:conversationId': { params: () => ({ conversationId: 1 }), query: () => `token=${TOKEN}` },
  'POST /api/conversation-deletion/:conversationId': { params: () => ({ conversationId: 1 }), body: () => ({ token: TOKEN }) },
  'GET /api/business/:businessId/insights': { params: business, query: () => 'period=7d' },
  // appointment requests (decision 034): service and request ids that exist in no world; another owner is refused on the business first
  'GET /api/chat/:businessId/booking': { params: business },
  'POST /api/chat/:businessId/appointments': {
    params: business,
    body: (w) => ({
      visitorId: w.visitorId,
      serviceId: 1,
      preferences: [{ date: '2026-12-01', window: 'morning' }],
      name: 'Ann Visitor',
      email: 'ann@example.test',
      consent: true,
    }),
  },
  'GET /api/business/:businessId/bookable-services': { params: business },
  'POST /api/business/:businessId/bookable-services': {
    params: business,
    body: () => ({ name: 'Haircut', durationMinutes: 45, note: 'Wash included' }),
  },
  'PUT /api/business/:businessId/bookable-services/:serviceId': {
    params: (w) => ({ businessId: w.businessId, serviceId: 1 }),
    body: () => ({ name: 'Haircut', durationMinutes: 30, note: null }),
  },
  'DELETE /api/business/:businessId/bookable-services/:serviceId': { params: (w) => ({ businessId: w.businessId, serviceId: 1 }) },
  'GET /api/business/:businessId/appointments': { params: business },
  'POST /api/business/:businessId/appointments/:appointmentId/confirm': {
    params: (w) => ({ businessId: w.businessId, appointmentId: 1 }),
    body: () => ({ date: '2030-12-02', time: '10:30', message: 'See you then.' }),
  },
  'POST /api/business/:businessId/appointments/:appointmentId/propose': {
    params: (w) => ({ businessId: w.businessId, appointmentId: 1 }),
    body: () => ({ date: '2030-12-03', time: '14:00', message: 'Would the next day suit you?' }),
  },
  'POST /api/business/:businessId/appointments/:appointmentId/decline': {
    params: (w) => ({ businessId: w.businessId, appointmentId: 1 }),
    body: () => ({ message: 'Fully booked, sorry.' }),
  },
  // embed
  'GET /api/embed/:businessId': { params: business },
  'GET /api/business/:businessId/embed': { params: business },
  'PUT /api/business/:businessId/embed': { params: business, body: () => ({ origins: ['https://www.example.com'] }) },
};

/** The URL of `route` with its params filled from `w`; throws naming the missing entry. */
export function urlFor(method: string, url: string, w: World): string {
  const c = caseFor(method, url);
  const params = c.params?.(w) ?? {};
  const filled = url.replace(/:(\w+)/g, (_m, name: string) => {
    if (!(name in params))
      throw new Error(`ROUTE_CASES['${method} ${url}'] gives no value for :${name} (apps/server/test/security/route-cases.ts)`);
    return encodeURIComponent(String(params[name]));
  });
  const q = c.query?.(w);
  return q ? `${filled}?${q}` : filled;
}

export function caseFor(method: string, url: string): RouteCase {
  const c = ROUTE_CASES[`${method} ${url}`];
  if (!c) {
    throw new Error(
      `Route ${method} ${url} has no entry in ROUTE_CASES (apps/server/test/security/route-cases.ts). ` +
        `Add one giving real ids for its params and a valid body, so the security suite covers it.`,
    );
  }
  return c;
}
