import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CRAWL_DEFAULT_PAGE_LIMIT, type BusinessIdentity, type CrawlChanges, type CrawlSkipCounts } from '@staffwright/contract';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** The business a row belongs to: deleted with it. */
const businessRef = () =>
  integer('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' });
/** The conversation a row belongs to: deleted with it (a visitor's data goes with their conversation, decision 032). */
const conversationRef = () =>
  integer('conversation_id')
    .notNull()
    .references(() => conversations.id, { onDelete: 'cascade' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /**
     * The username's confusable skeleton (Unicode UTS #39, case-folded; auth/usernames.ts): "admin"
     * and "аdmin" with a Cyrillic а share one, so only one of them can exist. Null only for a user
     * created before migration 0014 until start-up fills it in (decision 023).
     */
    usernameSkeleton: text('username_skeleton'),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // Case-insensitive uniqueness: "Alice" and "alice" are one account.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_username_skeleton_idx').on(t.usernameSkeleton),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // Admin search: "starts with" on username or email, whatever the database's collation.
    index('users_username_prefix_idx').on(sql`lower(${t.username}) text_pattern_ops`),
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('users_admin_idx')
      .on(t.id)
      .where(sql`${t.isAdmin}`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The admin acting as this user, when the session is an impersonation. */
    impersonatorId: integer('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_impersonator_idx')
      .on(t.impersonatorId)
      .where(sql`${t.impersonatorId} is not null`),
  ],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** For verification tokens: the address being verified (an email change verifies the new one). */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** Kept for the outbox log only; deleting the user removes their mail. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    transport: text('transport', { enum: ['smtp', 'outbox'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
    replyTo: text('reply_to'),
    /** Delivery tries so far, the first included (decision 041). */
    attempts: integer('attempts').notNull().default(1),
    /** When the retry run may try a failed SMTP mail again; null: nothing to retry (sent, given up, outbox). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /**
     * The attachments of an SMTP mail whose delivery failed, for its retries, cleared once it is sent.
     * Other rows keep none: the log needs only the text, and an .ics holds a visitor's details.
     * Content is base64: jsonb text cannot hold every byte a file may (NUL).
     */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
  },
  (t) => [
    index('mail_outbox_user_idx').on(t.userId),
    index('mail_outbox_retry_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.nextAttemptAt} is not null`),
  ],
);

export const businesses = pgTable(
  'businesses',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    website: text('website').notNull(),
    industry: text('industry').notNull(),
    active: boolean('active').notNull().default(false),
    agentName: text('agent_name'),
    agentTitle: text('agent_title'),
    agentAvatar: text('agent_avatar'),
    subdomain: text('subdomain'),
    agentBio: text('agent_bio'),
    agentSkills: jsonb('agent_skills').$type<string[]>().notNull().default([]),
    agentResponsibilities: jsonb('agent_responsibilities').$type<string[]>().notNull().default([]),
    agentExperience: text('agent_experience'),
    agentTools: jsonb('agent_tools').$type<string[]>().notNull().default([]),
    chatTheme: jsonb('chat_theme')
      .$type<{ primaryColor: string; secondaryColor: string; fontFamily: string; borderRadius: number }>()
      .notNull()
      .default({ primaryColor: '#000000', secondaryColor: '#ffffff', fontFamily: 'Inter', borderRadius: 8 }),
    /** Sites (origins) allowed to embed this business's chat with widget.js. */
    embedOrigins: jsonb('embed_origins').$type<string[]>().notNull().default([]),
    /**
     * The owner's own values of the page's identity (decision 028): description and logo, and the
     * phone, email, address or hours they set. A website field absent here follows the crawl's card.
     */
    identity: jsonb('identity').$type<Partial<BusinessIdentity>>().notNull().default({}),
    /** The IANA time zone its opening hours are read in, for what a visitor asking for a person is promised (decision 030). */
    timeZone: text('time_zone'),
    /** Days a conversation is kept after its last message (30, 90 or 365; decision 032). */
    retentionDays: integer('retention_days').notNull().default(365),
    /** How the owner hears of new leads: one mail each as they come, or a daily digest (decision 033). */
    leadEmails: text('lead_emails', { enum: ['instant', 'digest'] })
      .notNull()
      .default('instant'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('businesses_owner_idx').on(t.ownerId),
    uniqueIndex('businesses_subdomain_lower_idx').on(sql`lower(${t.subdomain})`),
    check('businesses_retention_days_check', sql`${t.retentionDays} in (30, 90, 365)`),
    check('businesses_lead_emails_check', sql`${t.leadEmails} in ('instant', 'digest')`),
  ],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A file or a crawled website the owner trained the agent on. */
export const trainingSources = pgTable(
  'training_sources',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    kind: text('kind', { enum: ['file', 'website', 'template'] }).notNull(),
    /** File name (sanitised) or the site's start URL. */
    name: text('name').notNull(),
    /** Detected format for files (txt, pdf, …); 'html' for websites. */
    format: text('format').notNull(),
    sizeBytes: integer('size_bytes').notNull().default(0),
    /** First characters of the extracted text, for the file card. */
    preview: text('preview').notNull().default(''),
    summary: text('summary'),
    /** For websites: pages indexed and skipped, with reasons. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('training_sources_business_idx').on(t.businessId)],
);

/** A retrievable piece of a source; full-text indexed. */
export const passages = pgTable(
  'passages',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    sourceId: integer('source_id')
      .notNull()
      .references(() => trainingSources.id, { onDelete: 'cascade' }),
    /** Page title or file name, shown as the answer's source. */
    title: text('title').notNull(),
    url: text('url'),
    position: integer('position').notNull(),
    content: text('content').notNull(),
    tsv: tsvector('tsv')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', sw_fold(sw_title_words(coalesce("title", '')) || ' ' || "content"))`),
  },
  (t) => [
    index('passages_business_idx').on(t.businessId),
    index('passages_source_idx').on(t.sourceId),
    index('passages_tsv_idx').using('gin', t.tsv),
  ],
);

/** One row per AI engine call, successful or not (the admin's API Usage tab). */
export const usageRecords = pgTable(
  'usage_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    model: text('model').notNull(),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    tokensUsed: integer('tokens_used').notNull().default(0),
    /** 'success', or the failure kind: 'timeout', 'provider', 'malformed', 'error'. */
    status: text('status').notNull(),
    latencyMs: integer('latency_ms').notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('usage_records_created_idx').on(t.createdAt),
    index('usage_records_user_created_idx').on(t.userId, t.createdAt),
    index('usage_records_business_idx').on(t.businessId),
  ],
);

/** One visitor's chat with one business's agent. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    /** Random, generated by the server, bound to this business. */
    visitorId: text('visitor_id').notNull(),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the visitor's open chat last asked for news of its handoff: a reply after it is mailed (decision 030). */
    visitorSeenAt: timestamp('visitor_seen_at', { withTimezone: true }),
    /** The newest owner reply that chat has shown: replies up to it are never mailed (decision 030). */
    visitorReplyId: integer('visitor_reply_id'),
    /** When the agent offered to take the visitor's details (decision 033): at most once per conversation. */
    leadOfferedAt: timestamp('lead_offered_at', { withTimezone: true }),
    /** The visitor's question that brought the offer: what a lead left after it asked about. */
    leadQuestion: text('lead_question'),
  },
  (t) => [
    uniqueIndex('conversations_business_visitor_idx').on(t.businessId, t.visitorId),
    index('conversations_recent_idx').on(t.businessId, t.lastMessageAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: conversationRef(),
    businessId: businessRef(),
    /** `owner`: a reply a person of the business wrote from the inbox (decision 030). */
    role: text('role', { enum: ['user', 'assistant', 'owner'] }).notNull(),
    content: text('content').notNull(),
    /** For answers: the passages quoted, as {title, url}. */
    sources: jsonb('sources').$type<{ title: string; url: string | null }[]>().notNull().default([]),
    /** For answers: false when the agent said it did not know. */
    answered: boolean('answered'),
    /** For answers: false when the engine failed. */
    success: boolean('success'),
    responseTimeMs: integer('response_time_ms'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_business_created_idx').on(t.businessId, t.createdAt),
  ],
);

/**
 * The owner's own answers to questions the agent missed (issue 19 part 4, decision 029): matched
 * against each visitor question before the engine runs, so the agent never misses them again.
 */
export const taughtAnswers = pgTable(
  'taught_answers',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('taught_answers_business_idx').on(t.businessId, t.id)],
);

/**
 * A visitor's request for a person (issue 19 part 1, decision 030): their name and contact details,
 * given with the consent stored beside them. Personal data: only the business's owner reads it.
 */
export const handoffs = pgTable(
  'handoffs',
  {
    id: serial('id').primaryKey(),
    conversationId: conversationRef(),
    businessId: businessRef(),
    /** waiting: no reply yet (the inbox's "needs a person"); replied; closed: handed back to the agent. */
    state: text('state', { enum: ['waiting', 'replied', 'closed'] }).notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** The consent wording the visitor ticked, word for word. */
    consent: text('consent').notNull(),
    /** What the visitor was promised ("We usually reply within the hour."). */
    promise: text('promise').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('handoffs_conversation_idx').on(t.conversationId), index('handoffs_business_idx').on(t.businessId, t.state)],
);

/**
 * A visitor's contact details left after the agent offered to follow up on a question about prices,
 * quotes, availability or booking (issue 19 part 2, decision 033), with the consent they were shown.
 * Personal data: only the business's owner reads it; it goes with its conversation (decision 032).
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    conversationId: conversationRef(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** The question that brought the offer: what they want to hear about. */
    question: text('question').notNull(),
    /** The consent wording shown beside the form, word for word. */
    consent: text('consent').notNull(),
    /** new, or contacted once the owner marked it so. */
    status: text('status', { enum: ['new', 'contacted'] })
      .notNull()
      .default('new'),
    /** When the owner was mailed about it (at once, or in the daily digest); null until then. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('leads_conversation_idx').on(t.conversationId),
    index('leads_business_idx').on(t.businessId, t.id),
    index('leads_unmailed_idx')
      .on(t.businessId)
      .where(sql`${t.mailedAt} is null`),
    check('leads_status_check', sql`${t.status} in ('new', 'contacted')`),
    check('leads_contact_check', sql`${t.email} is not null or ${t.phone} is not null`),
  ],
);

/** The services a business lets visitors request an appointment for (issue 19 part 3, decision 034). */
export const bookableServices = pgTable(
  'bookable_services',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Shown to the visitor under the service ("Bring your insurance card"). */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookable_services_business_name_idx').on(t.businessId, sql`lower(${t.name})`),
    check('bookable_services_duration_check', sql`${t.durationMinutes} between 5 and 480`),
  ],
);

/**
 * A visitor's appointment or callback request (decision 034): the service (its name and duration
 * copied, so a deleted or renamed service leaves the request readable), the days and times of day
 * they preferred, their contact details with the consent wording shown, and what the owner did.
 * Personal data: it goes with its conversation (decision 032).
 */
export const appointmentRequests = pgTable(
  'appointment_requests',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    conversationId: conversationRef(),
    serviceId: integer('service_id').references(() => bookableServices.id, { onDelete: 'set null' }),
    serviceName: text('service_name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** [{ date: 'YYYY-MM-DD', window: 'morning', from: '09:00', to: '12:00' }], as picked, in `time_zone`. */
    preferences: jsonb('preferences')
      .$type<{ date: string; window: 'any' | 'morning' | 'afternoon' | 'evening'; from: string | null; to: string | null }[]>()
      .notNull(),
    /** The business's time zone when the visitor asked: the days and times above are in it. */
    timeZone: text('time_zone').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** The consent wording the visitor ticked, word for word. */
    consent: text('consent').notNull(),
    status: text('status', { enum: ['requested', 'proposed', 'confirmed', 'declined'] })
      .notNull()
      .default('requested'),
    /** The confirmed start, or the start the owner proposed. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    /** The owner's message to the visitor with the latest answer. */
    ownerMessage: text('owner_message'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointment_requests_business_idx').on(t.businessId, t.requestedAt),
    index('appointment_requests_conversation_idx').on(t.conversationId),
    check('appointment_requests_status_check', sql`${t.status} in ('requested', 'proposed', 'confirmed', 'declined')`),
    check('appointment_requests_contact_check', sql`${t.email} is not null or ${t.phone} is not null`),
  ],
);

/** Per owner and day, kept up to date as answers are stored (the admin's Message Analytics tab). */
export const messageAnalytics = pgTable(
  'message_analytics',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    totalMessages: integer('total_messages').notNull().default(0),
    totalResponseTimeMs: integer('total_response_time_ms').notNull().default(0),
    successfulMessages: integer('successful_messages').notNull().default(0),
  },
  (t) => [uniqueIndex('message_analytics_user_date_idx').on(t.userId, t.date), index('message_analytics_date_id_idx').on(t.date, t.id)],
);

/**
 * Who did what to whom: impersonation start/stop and every write made while impersonating, user
 * deletion, role changes. Rows outlive both accounts: the ids turn null when a user is deleted, the
 * usernames stay as they were when it happened (decision 024).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetId: integer('target_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's and the target's usernames at the time (null: nobody, e.g. a command-line change). */
    actorName: text('actor_name'),
    targetName: text('target_name'),
    action: text('action').notNull(),
    /** For a request audited as such (a write while impersonating): its method, route and answer. */
    method: text('method'),
    route: text('route'),
    status: integer('status'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId),
    index('audit_log_target_idx').on(t.targetId),
  ],
);

/**
 * The template catalogue (SPEC §3 Template): ready-made agents, seeded by migration. Industry,
 * category and job title use the contract's values; the rules of which combinations exist live
 * there too. Counters are denormalised for sorting; likes and downloads also leave rows below.
 */
export const templates = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    /** Stable key of the seed, so regenerated content updates the same template. */
    slug: text('slug').notNull().unique(),
    industry: text('industry').notNull(),
    category: text('category').notNull(),
    jobTitle: text('job_title').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    agentName: text('agent_name').notNull(),
    agentTitle: text('agent_title').notNull(),
    agentBio: text('agent_bio').notNull(),
    agentSkills: jsonb('agent_skills').$type<string[]>().notNull(),
    agentResponsibilities: jsonb('agent_responsibilities').$type<string[]>().notNull(),
    agentExperience: text('agent_experience').notNull(),
    agentTools: jsonb('agent_tools').$type<string[]>().notNull(),
    /** FAQ-style text; a download stores it as the new business's training data. */
    knowledge: text('knowledge').notNull(),
    /** US cents; 0 is free. */
    priceCents: integer('price_cents').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    views: integer('views').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('templates_filter_idx').on(t.industry, t.category, t.jobTitle),
    index('templates_downloads_idx').on(t.downloads),
    index('templates_likes_idx').on(t.likes),
    index('templates_created_idx').on(t.createdAt),
  ],
);

/** One like per owner and template. */
export const templateLikes = pgTable(
  'template_likes',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('template_likes_template_user_idx').on(t.templateId, t.userId), index('template_likes_user_idx').on(t.userId)],
);

/** Which business each download created (the counter on templates is what the catalogue shows). */
export const templateDownloads = pgTable(
  'template_downloads',
  {
    id: serial('id').primaryKey(),
    templateId: integer('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: integer('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('template_downloads_template_idx').on(t.templateId), index('template_downloads_user_idx').on(t.userId)],
);

/**
 * Per business, how many passages hold each lexeme (and, under the empty lexeme, how many passages
 * there are): kept up to date as sources come and go, so ranking needs no counting at query time.
 */
export const termStats = pgTable(
  'term_stats',
  {
    businessId: businessRef(),
    lexeme: text('lexeme').notNull(),
    df: integer('df').notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.lexeme] })],
);

/**
 * One crawl of a website for training, started by the owner or by their re-crawl schedule. The
 * request that starts it only queues it (a pg-boss job carries the id); a worker in any process
 * crawls, keeps the counters current as pages come in, and stores the pages when it is done.
 */
export const crawlRuns = pgTable(
  'crawl_runs',
  {
    id: serial('id').primaryKey(),
    businessId: businessRef(),
    /** The start address as the owner gave it; the training source is named after it. */
    url: text('url').notNull(),
    /** The site's identity (host without www.): a re-crawl of the same site updates its pages. */
    siteKey: text('site_key').notNull(),
    trigger: text('trigger', { enum: ['owner', 'schedule'] }).notNull(),
    /** done: every reachable page read; partial: the crawl's limits left pages out (what was read is stored). */
    status: text('status', { enum: ['queued', 'running', 'done', 'partial', 'failed'] })
      .notNull()
      .default('queued'),
    pagesFound: integer('pages_found').notNull().default(0),
    pagesIndexed: integer('pages_indexed').notNull().default(0),
    pagesSkipped: integer('pages_skipped').notNull().default(0),
    /** pagesSkipped by reason (CrawlSkipCounts), written when the run finishes. */
    skippedByReason: jsonb('skipped_by_reason')
      .$type<CrawlSkipCounts>()
      .notNull()
      .default(sql`'{"limit":0,"excluded":0,"robots":0,"duplicate":0,"notHtml":0,"error":0}'::jsonb`),
    /** The owner's settings for this crawl; a scheduled re-crawl repeats those of the site's last owner crawl. */
    pageLimit: integer('page_limit').notNull().default(CRAWL_DEFAULT_PAGE_LIMIT),
    includePaths: jsonb('include_paths')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    excludePaths: jsonb('exclude_paths')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Why the run failed, in words the owner can act on. */
    error: text('error'),
    /**
     * What changed since the site's last stored crawl: pages added, changed and removed, and the
     * prices, phone numbers and times that changed (decision 021). Null for a first crawl, and
     * until the run has stored its pages.
     */
    changes: jsonb('changes').$type<CrawlChanges>(),
    /** The training source a successful run stored (gone when the owner deletes it). */
    sourceId: integer('source_id').references(() => trainingSources.id, { onDelete: 'set null' }),
    /** The pg-boss job that carries the run. */
    jobId: text('job_id'),
    /** Times a worker started it: more than one after a retry (a process stopped or died mid-crawl). */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // At most one unfinished crawl per site of a business: a second request joins the first.
    uniqueIndex('crawl_runs_active_site_idx')
      .on(t.businessId, t.siteKey)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('crawl_runs_business_created_idx').on(t.businessId, t.createdAt),
    // Deleting a training source clears its runs' reference.
    index('crawl_runs_source_idx').on(t.sourceId),
    index('crawl_runs_unfinished_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('queued', 'running')`),
    check('crawl_runs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'partial', 'failed')`),
    check('crawl_runs_trigger_check', sql`${t.trigger} in ('owner', 'schedule')`),
  ],
);

/** How often a business's crawled sites are crawled again ('off' when there is no row). */
export const crawlSchedules = pgTable(
  'crawl_schedules',
  {
    businessId: integer('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    interval: text('interval', { enum: ['off', 'daily', 'weekly'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('crawl_schedules_interval_check', sql`${t.interval} in ('off', 'daily', 'weekly')`)],
);

/**
 * Secrets the app keeps in its own database, so every process shares them with nothing to
 * configure; each row is written once by its migration (`conversation-deletion`: the HMAC key of
 * visitors' deletion links, decision 032).
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
