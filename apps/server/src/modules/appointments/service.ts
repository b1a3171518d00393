import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  APPOINTMENT_LIMITS,
  APPOINTMENT_MESSAGES,
  appointmentConsentText,
  preferenceLabel,
  type AppointmentPreference,
  type AppointmentRequestInput,
  type AppointmentStatus,
  type BookableService,
  type BookingDay,
  type BookingOptions,
  type BusinessIdentity,
  type OwnerAppointment,
  type VisitorAppointment,
} from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { appointmentRequests, bookableServices, businesses, conversations, messages, users } from '../../db/schema.ts';
import { AppError, badRequest, conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import { consumeOrThrow } from '../../plugins/limiters.ts';
import { contactCardOf, effectiveIdentity, websiteIdentity } from '../business/identity.ts';
import { BUSINESS_TEXT, getOwnedBusiness, isPublished, type BusinessRow } from '../business/service.ts';
import { readOpeningHours } from '../handoff/index.ts';
import {
  appointmentConfirmedMail,
  appointmentDeclinedMail,
  appointmentProposedMail,
  appointmentRequestedMail,
  type BusinessReach,
} from '../mail/appointment-templates.ts';
import { conversationDeletionLink } from '../retention/deletion-link.ts';
import { bookingDays, formatStart, isCalendarDate, zonedInstant } from './booking-days.ts';
import { appointmentIcs } from './ics.ts';

/**
 * Appointment and callback requests (issue 19 part 3, decision 034): the owner's bookable
 * services; what the widget offers (services, days within the opening hours); the visitor's
 * request, stored with the consent shown and mailed to the owner; the owner's answer (confirm an
 * exact time, propose another, decline), mailed to the visitor, a confirmation with an .ics file.
 */

type ServiceRow = typeof bookableServices.$inferSelect;
type RequestRow = typeof appointmentRequests.$inferSelect;
type NormalizedService = { name: string; durationMinutes: number; note: string | null };

const serviceView = (s: ServiceRow): BookableService => ({ id: s.id, name: s.name, durationMinutes: s.durationMinutes, note: s.note });

const ownerView = (r: RequestRow): OwnerAppointment => ({
  id: r.id,
  conversationId: r.conversationId,
  service: r.serviceName,
  durationMinutes: r.durationMinutes,
  preferences: r.preferences,
  name: r.name,
  email: r.email,
  phone: r.phone,
  consent: r.consent,
  status: r.status,
  startsAt: r.startsAt?.toISOString() ?? null,
  timeZone: r.timeZone,
  ownerMessage: r.ownerMessage,
  requestedAt: r.requestedAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The identity the business shows (owner's, else the website's) with its time zone. */
function identityOf(business: BusinessRow, card: Parameters<typeof websiteIdentity>[0]): BusinessIdentity {
  return effectiveIdentity(business.identity, websiteIdentity(card)).identity;
}

const zoneOf = (business: BusinessRow) => business.timeZone ?? 'UTC';

/** The days and times of day offered now, from the opening hours the handoff reads too (decision 030). */
function daysFor(business: BusinessRow, identity: BusinessIdentity, now = new Date()): BookingDay[] {
  return bookingDays(readOpeningHours(identity.hours).weekly, zoneOf(business), now);
}

// ---- The owner's services ----

export async function listServices(db: Db, ownerId: number, businessId: number): Promise<BookableService[]> {
  await getOwnedBusiness(db, ownerId, businessId);
  const rows = await db
    .select()
    .from(bookableServices)
    .where(eq(bookableServices.businessId, businessId))
    .orderBy(asc(bookableServices.id));
  return rows.map(serviceView);
}

const duplicate = () => new AppError('conflict', APPOINTMENT_MESSAGES.serviceDuplicate, { name: APPOINTMENT_MESSAGES.serviceDuplicate });

export async function createService(db: Db, ownerId: number, businessId: number, input: NormalizedService): Promise<BookableService> {
  await getOwnedBusiness(db, ownerId, businessId);
  // Counted under the business's row lock: two tabs adding the 31st at once still end at 30.
  const row = await db
    .transaction(async (tx) => {
      await tx.execute(sql`select id from businesses where id = ${businessId} for update`);
      const [{ n }] = (await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(bookableServices)
        .where(eq(bookableServices.businessId, businessId))) as [{ n: number }];
      if (n >= APPOINTMENT_LIMITS.servicesPerBusiness) throw conflict(APPOINTMENT_MESSAGES.tooManyServices);
      const [created] = await tx
        .insert(bookableServices)
        .values({ businessId, ...input })
        .returning();
      return created!;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err, 'bookable_services_business_name_idx')) throw duplicate();
      throw err;
    });
  return serviceView(row);
}

export async function updateService(
  db: Db,
  ownerId: number,
  opts: { businessId: number; serviceId: number },
  input: NormalizedService,
): Promise<BookableService> {
  await getOwnedBusiness(db, ownerId, opts.businessId);
  const [row] = await db
    .update(bookableServices)
    .set(input)
    .where(and(eq(bookableServices.id, opts.serviceId), eq(bookableServices.businessId, opts.businessId)))
    .returning()
    .catch((err: unknown) => {
      if (isUniqueViolation(err, 'bookable_services_business_name_idx')) throw duplicate();
      throw err;
    });
  if (!row) throw notFound(APPOINTMENT_MESSAGES.serviceNotFound);
  return serviceView(row);
}

/** Requests already made for it keep the service's name and duration (copied); they lose only the link. */
export async function deleteService(db: Db, ownerId: number, opts: { businessId: number; serviceId: number }): Promise<void> {
  await getOwnedBusiness(db, ownerId, opts.businessId);
  const gone = await db
    .delete(bookableServices)
    .where(and(eq(bookableServices.id, opts.serviceId), eq(bookableServices.businessId, opts.businessId)))
    .returning({ id: bookableServices.id });
  if (!gone.length) throw notFound(APPOINTMENT_MESSAGES.serviceNotFound);
}

// ---- What the widget offers ----

/** The published business with its contact card; 404 when it is not published. */
async function publishedBusiness(db: Db, businessId: number) {
  const [row] = await db
    .select({ business: businesses, card: contactCardOf() })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), isPublished))
    .limit(1);
  if (!row) throw notFound(BUSINESS_TEXT.notFound);
  return { business: row.business, identity: identityOf(row.business, row.card) };
}

/** GET /api/chat/{id}/booking: the services and the days offered (no services: nothing to show, no Book button). */
export async function bookingOptions(db: Db, businessId: number): Promise<BookingOptions> {
  const { business, identity } = await publishedBusiness(db, businessId);
  const services = await db
    .select()
    .from(bookableServices)
    .where(eq(bookableServices.businessId, business.id))
    .orderBy(asc(bookableServices.id));
  return {
    services: services.map(serviceView),
    days: services.length ? daysFor(business, identity) : [],
    timeZone: zoneOf(business),
  };
}

/**
 * The chat's answer to a booking request (decision 034), when the business lists services: the
 * widget shows the form with it. Null when it lists none (the agent answers as usual). Called only
 * for messages `isBookingIntent` flags, so other messages pay nothing for it.
 */
export async function hasBookableServices(db: Db, businessId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bookableServices.id })
    .from(bookableServices)
    .where(eq(bookableServices.businessId, businessId))
    .limit(1);
  return !!row;
}

// ---- The visitor's request ----

/**
 * A visitor asks for an appointment (POST /api/chat/{id}/appointments): the service must be the
 * business's, each preferred day one of the days offered and each time of day one offered that day
 * (checked against the hours now, field by field); stored with the consent wording shown, with a
 * confirmation message in the chat; the owner is mailed after the answer.
 */
export async function requestAppointment(
  ctx: AppContext,
  opts: AppointmentRequestInput & { businessId: number; ip: string },
): Promise<VisitorAppointment> {
  const { business, identity } = await publishedBusiness(ctx.db, opts.businessId);
  const [conversation] = await ctx.db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.businessId, business.id), eq(conversations.visitorId, opts.visitorId)))
    .limit(1);
  if (!conversation) throw notFound('Conversation not found');
  await consumeOrThrow(ctx.limiters.chatIp, opts.ip, 'You are sending messages too quickly.');
  await consumeOrThrow(ctx.limiters.chatVisitor, `${business.id}|${opts.visitorId}`, 'You are sending messages too quickly.');

  const [service] = await ctx.db
    .select()
    .from(bookableServices)
    .where(and(eq(bookableServices.id, opts.serviceId), eq(bookableServices.businessId, business.id)))
    .limit(1);
  const fields: Record<string, string> = {};
  if (!service) fields.serviceId = APPOINTMENT_MESSAGES.serviceRequired;
  const days = new Map(daysFor(business, identity).map((d) => [d.date, d]));
  const preferences: AppointmentPreference[] = [];
  opts.preferences.forEach((p, i) => {
    const day = days.get(p.date);
    const window = day?.windows.find((w) => w.window === p.window);
    if (!day) fields[`preferences.${i}.date`] = APPOINTMENT_MESSAGES.dateNotOffered;
    else if (!window) fields[`preferences.${i}.window`] = APPOINTMENT_MESSAGES.windowNotOffered;
    else preferences.push({ date: p.date, ...window });
  });
  if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0]!, fields);

  const consent = appointmentConsentText(business.name);
  const first = opts.name.split(/\s+/)[0];
  const confirmation =
    `Thanks, ${first}. Your request for ${service!.name} (${preferences.map(preferenceLabel).join('; ')}) is with ${business.name}. ` +
    (opts.email ? `They will confirm a time by email to ${opts.email}.` : `They will call you at ${opts.phone} to confirm a time.`);
  const saved = await ctx.db.transaction(async (tx) => {
    // The cap per conversation, read under the conversation's row lock: parallel requests queue here.
    await tx.execute(sql`select id from conversations where id = ${conversation.id} for update`);
    const [{ n }] = (await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(appointmentRequests)
      .where(eq(appointmentRequests.conversationId, conversation.id))) as [{ n: number }];
    if (n >= APPOINTMENT_LIMITS.perConversation) throw conflict(APPOINTMENT_MESSAGES.tooManyRequests);
    const [row] = await tx
      .insert(appointmentRequests)
      .values({
        businessId: business.id,
        conversationId: conversation.id,
        serviceId: service!.id,
        serviceName: service!.name,
        durationMinutes: service!.durationMinutes,
        preferences,
        timeZone: zoneOf(business),
        name: opts.name,
        email: opts.email,
        phone: opts.phone,
        consent,
      })
      .returning();
    // The chat's confirmation is part of the conversation: it is there when the visitor comes back.
    await tx
      .insert(messages)
      .values({ conversationId: conversation.id, businessId: business.id, role: 'assistant', content: confirmation, success: true });
    await tx.update(conversations).set({ lastMessageAt: new Date() }).where(eq(conversations.id, conversation.id));
    return row!;
  });
  void mailOwner(ctx, business, saved).catch((err: unknown) =>
    ctx.log.error({ err, businessId: business.id }, 'appointments: the owner could not be mailed'),
  );
  return { id: saved.id, service: saved.serviceName, preferences: saved.preferences, status: saved.status, message: confirmation };
}

async function mailOwner(ctx: AppContext, business: BusinessRow, r: RequestRow): Promise<void> {
  const [owner] = await ctx.db.select({ email: users.email, username: users.username }).from(users).where(eq(users.id, business.ownerId));
  if (!owner) return;
  const mail = appointmentRequestedMail({
    username: owner.username,
    businessName: business.name,
    service: r.serviceName,
    durationMinutes: r.durationMinutes,
    preferences: r.preferences.map(preferenceLabel),
    timeZone: r.timeZone,
    name: r.name,
    email: r.email,
    phone: r.phone,
    link: `${ctx.config.appUrl}/business/dashboard?id=${business.id}&appointment=${r.id}`,
  });
  await ctx.mailer.send({ to: owner.email, userId: business.ownerId, ...mail });
}

// ---- The owner's answer ----

export async function listAppointments(db: Db, ownerId: number, businessId: number): Promise<OwnerAppointment[]> {
  await getOwnedBusiness(db, ownerId, businessId);
  const rows = await db
    .select()
    .from(appointmentRequests)
    .where(eq(appointmentRequests.businessId, businessId))
    // Waiting ones first (new, then proposed), newest first within each.
    .orderBy(
      sql`case ${appointmentRequests.status} when 'requested' then 0 when 'proposed' then 1 else 2 end`,
      desc(appointmentRequests.requestedAt),
    )
    .limit(200);
  return rows.map(ownerView);
}

/** The statuses an owner can still answer: a confirmed or declined request is settled. */
const OPEN: AppointmentStatus[] = ['requested', 'proposed'];

type Answer =
  | { status: 'confirmed'; date: string; time: string; message: string | null }
  | { status: 'proposed'; date: string; time: string; message: string }
  | { status: 'declined'; message: string | null };

/**
 * The owner confirms an exact start, proposes another (with a message) or declines. Only an open
 * request can be answered (the update's own condition: two tabs cannot both answer it); the
 * visitor is mailed (with the .ics on confirmation) unless they left only a phone.
 */
export async function answerAppointment(
  ctx: AppContext,
  opts: { ownerId: number; businessId: number; appointmentId: number },
  answer: Answer,
): Promise<OwnerAppointment> {
  const business = await getOwnedBusiness(ctx.db, opts.ownerId, opts.businessId);
  const [existing] = await ctx.db
    .select()
    .from(appointmentRequests)
    .where(and(eq(appointmentRequests.id, opts.appointmentId), eq(appointmentRequests.businessId, business.id)))
    .limit(1);
  if (!existing) throw notFound(APPOINTMENT_MESSAGES.notFound);
  let startsAt: Date | null = null;
  if (answer.status !== 'declined') {
    startsAt = zonedInstant(answer.date, answer.time, existing.timeZone);
    if (!isCalendarDate(answer.date) || Number.isNaN(startsAt.getTime()))
      throw badRequest(APPOINTMENT_MESSAGES.startDate, { date: APPOINTMENT_MESSAGES.startDate });
    if (startsAt.getTime() <= Date.now()) throw badRequest(APPOINTMENT_MESSAGES.startPast, { time: APPOINTMENT_MESSAGES.startPast });
  }
  const [row] = await ctx.db
    .update(appointmentRequests)
    .set({ status: answer.status, startsAt, ownerMessage: answer.message, updatedAt: new Date() })
    .where(and(eq(appointmentRequests.id, existing.id), inArray(appointmentRequests.status, OPEN)))
    .returning();
  if (!row) throw conflict(APPOINTMENT_MESSAGES.alreadyAnswered);
  await mailVisitor(ctx, business, row).catch((err: unknown) =>
    ctx.log.error({ err, businessId: business.id }, 'appointments: the visitor could not be mailed'),
  );
  return ownerView(row);
}

async function mailVisitor(ctx: AppContext, business: BusinessRow, r: RequestRow): Promise<void> {
  if (!r.email) return;
  const [row] = await ctx.db.select({ card: contactCardOf() }).from(businesses).where(eq(businesses.id, business.id));
  const identity = identityOf(business, row?.card ?? null);
  const app = new URL(ctx.config.appUrl);
  const reach: BusinessReach = {
    businessName: business.name,
    phone: identity.phone,
    email: identity.email,
    chatLink: business.subdomain
      ? `${app.protocol}//${business.subdomain}.${ctx.config.appDomain}${app.port ? `:${app.port}` : ''}/agent-profile`
      : null,
  };
  // Like every mail to a visitor, it carries the link that deletes the conversation (decision 032).
  const deleteLink = await conversationDeletionLink(ctx, { id: r.conversationId });
  const when = r.startsAt ? formatStart(r.startsAt, r.timeZone) : '';
  // A reply goes to the business's own public address, when it has one.
  const replyTo = identity.email ?? undefined;
  if (r.status === 'confirmed') {
    const ics = appointmentIcs({
      uid: `appointment-${r.id}@${ctx.config.appDomain}`,
      start: r.startsAt!,
      durationMinutes: r.durationMinutes,
      title: `${r.serviceName} at ${business.name}`,
      description: [
        `${r.serviceName} (${r.durationMinutes} minutes) with ${business.name}.`,
        r.ownerMessage,
        reach.phone ? `Phone: ${reach.phone}` : null,
      ]
        .filter(Boolean)
        .join('\n'),
      location: identity.address,
      organizer: { name: business.name, email: identity.email },
      sequence: Math.floor(r.updatedAt.getTime() / 1000) % 2_000_000_000,
    });
    const mail = appointmentConfirmedMail({
      name: r.name,
      service: r.serviceName,
      durationMinutes: r.durationMinutes,
      when,
      timeZone: r.timeZone,
      message: r.ownerMessage,
      address: identity.address,
      reach,
      deleteLink,
    });
    await ctx.mailer.send({
      to: r.email,
      ...mail,
      replyTo,
      attachments: [{ filename: 'appointment.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
    });
  } else if (r.status === 'proposed') {
    const mail = appointmentProposedMail({
      name: r.name,
      service: r.serviceName,
      when,
      timeZone: r.timeZone,
      message: r.ownerMessage ?? '',
      reach,
      deleteLink,
    });
    await ctx.mailer.send({ to: r.email, ...mail, replyTo });
  } else if (r.status === 'declined') {
    const mail = appointmentDeclinedMail({ name: r.name, service: r.serviceName, message: r.ownerMessage, reach, deleteLink });
    await ctx.mailer.send({ to: r.email, ...mail, replyTo });
  }
}
