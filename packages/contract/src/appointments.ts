import { z } from 'zod';
import { contactShape, HANDOFF_LIMITS, HANDOFF_MESSAGES } from './handoff.ts';
import { idParam } from './ids.ts';
import { visitorIdSchema } from './visitor-id.ts';

/**
 * Appointment and callback requests (issue 19 part 3, decision 034). The owner lists bookable
 * services; a visitor picks one, the days and times of day that suit them (within the opening
 * hours) and leaves a name and an email or phone; the owner confirms an exact time, proposes
 * another or declines, and the visitor is emailed (a confirmation carries an .ics file).
 */
export const APPOINTMENT_LIMITS = {
  serviceName: 80,
  serviceNote: 300,
  servicesPerBusiness: 30,
  durationMin: 5,
  durationMax: 480,
  /** Preferred days/times a visitor may give in one request. */
  preferences: 3,
  /** Days ahead a visitor can pick from, today included. */
  daysAhead: 14,
  ownerMessage: 2000,
  /** Requests one conversation may hold (a visitor booking two services is fine; a script is not). */
  perConversation: 5,
} as const;

export const APPOINTMENT_MESSAGES = {
  serviceNameRequired: 'Enter the name of the service',
  serviceNameTooLong: `A service name must be at most ${APPOINTMENT_LIMITS.serviceName} characters`,
  serviceDuration: `Enter a duration between ${APPOINTMENT_LIMITS.durationMin} and ${APPOINTMENT_LIMITS.durationMax} minutes`,
  serviceNoteTooLong: `A note must be at most ${APPOINTMENT_LIMITS.serviceNote} characters`,
  serviceDuplicate: 'You already have a service with this name',
  tooManyServices: `A business can list at most ${APPOINTMENT_LIMITS.servicesPerBusiness} services`,
  serviceNotFound: 'Service not found',
  serviceRequired: 'Choose a service',
  dateRequired: 'Choose a day',
  dateNotOffered: 'Choose one of the days offered',
  windowRequired: 'Choose a time of day',
  windowNotOffered: 'Choose a time of day when we are open that day',
  preferencesRequired: 'Choose at least one day and time',
  tooManyPreferences: `Give at most ${APPOINTMENT_LIMITS.preferences} days and times`,
  duplicatePreference: 'You picked this day and time twice',
  consent: 'Please agree so that we may contact you about this appointment',
  tooManyRequests: `You have already sent ${APPOINTMENT_LIMITS.perConversation} requests in this chat. The business will get back to you.`,
  notFound: 'Appointment request not found',
  startDate: 'Enter the date as YYYY-MM-DD',
  startTime: 'Enter the time as HH:MM',
  startPast: 'Choose a time that is still ahead',
  messageRequired: 'Write a message that explains the other time',
  messageTooLong: `A message must be at most ${APPOINTMENT_LIMITS.ownerMessage} characters`,
  alreadyAnswered: 'This request has already been confirmed or declined',
} as const;

/** The consent the visitor ticks, word for word; stored with their request. */
export function appointmentConsentText(businessName: string): string {
  return (
    `I agree that ${businessName} may use my name, email and phone number to arrange this appointment. ` +
    `They are kept with this conversation and deleted with it.`
  );
}

/** What the chat says when a visitor asks to book and the business has bookable services. */
export function appointmentOfferText(businessName: string): string {
  return `I can help you request an appointment. Choose a service and the days and times that suit you below, and ${businessName} will confirm by email.`;
}

// ---- Bookable services (the owner's list) ----

const optionalNote = z
  .string()
  .trim()
  .max(APPOINTMENT_LIMITS.serviceNote, APPOINTMENT_MESSAGES.serviceNoteTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

export const bookableServiceInputSchema = z.strictObject({
  name: z
    .string(APPOINTMENT_MESSAGES.serviceNameRequired)
    .trim()
    .min(1, APPOINTMENT_MESSAGES.serviceNameRequired)
    .max(APPOINTMENT_LIMITS.serviceName, APPOINTMENT_MESSAGES.serviceNameTooLong),
  durationMinutes: z
    .number(APPOINTMENT_MESSAGES.serviceDuration)
    .int(APPOINTMENT_MESSAGES.serviceDuration)
    .min(APPOINTMENT_LIMITS.durationMin, APPOINTMENT_MESSAGES.serviceDuration)
    .max(APPOINTMENT_LIMITS.durationMax, APPOINTMENT_MESSAGES.serviceDuration),
  note: optionalNote,
});
export type BookableServiceInput = z.input<typeof bookableServiceInputSchema>;

export const bookableServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  durationMinutes: z.number().int(),
  note: z.string().nullable(),
});
export type BookableService = z.infer<typeof bookableServiceSchema>;

export const bookableServiceIdParam = z.strictObject({
  businessId: idParam('Invalid business ID'),
  serviceId: idParam('Invalid service ID'),
});

// ---- What the widget offers ----

/** Parts of the day a visitor can prefer; `any` is the whole day the business is open. */
export const TIME_WINDOWS = ['any', 'morning', 'afternoon', 'evening'] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number];
export const TIME_WINDOW_LABELS: Record<TimeWindow, string> = {
  any: 'Any time',
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
};

/** A time of day offered on one day, with its clock times when the opening hours are known. */
export const bookingWindowSchema = z.object({
  window: z.enum(TIME_WINDOWS),
  /** "09:00", in the business's time zone; null when the hours are not known. */
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type BookingWindow = z.infer<typeof bookingWindowSchema>;

/** "Tue 1 Dec" for a YYYY-MM-DD (the same wording on the server, in mails and in the browser). */
export function bookingDayLabel(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** "Any time (09:00–12:00)", or "Morning" when the hours are not known. */
export function windowLabel(w: BookingWindow): string {
  return w.from && w.to ? `${TIME_WINDOW_LABELS[w.window]} (${w.from}–${w.to})` : TIME_WINDOW_LABELS[w.window];
}

export const bookingDaySchema = z.object({
  /** YYYY-MM-DD in the business's time zone. */
  date: z.string(),
  /** "Tue 1 Dec". */
  label: z.string(),
  windows: z.array(bookingWindowSchema),
});
export type BookingDay = z.infer<typeof bookingDaySchema>;

/** GET /api/chat/{businessId}/booking: the services, and the next days with the times of day offered. */
export const bookingOptionsSchema = z.object({
  services: z.array(bookableServiceSchema),
  days: z.array(bookingDaySchema),
  timeZone: z.string(),
});
export type BookingOptions = z.infer<typeof bookingOptionsSchema>;

// ---- The visitor's request ----

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

export const appointmentPreferenceInputSchema = z.strictObject({
  date: z.string(APPOINTMENT_MESSAGES.dateRequired).regex(DATE_RE, APPOINTMENT_MESSAGES.dateRequired),
  window: z.enum(TIME_WINDOWS, APPOINTMENT_MESSAGES.windowRequired),
});

const requestShape = {
  serviceId: z
    .number(APPOINTMENT_MESSAGES.serviceRequired)
    .int(APPOINTMENT_MESSAGES.serviceRequired)
    .positive(APPOINTMENT_MESSAGES.serviceRequired),
  preferences: z
    .array(appointmentPreferenceInputSchema, APPOINTMENT_MESSAGES.preferencesRequired)
    .min(1, APPOINTMENT_MESSAGES.preferencesRequired)
    .max(APPOINTMENT_LIMITS.preferences, APPOINTMENT_MESSAGES.tooManyPreferences),
  name: z
    .string(HANDOFF_MESSAGES.nameRequired)
    .trim()
    .min(1, HANDOFF_MESSAGES.nameRequired)
    .max(HANDOFF_LIMITS.name, HANDOFF_MESSAGES.nameTooLong),
  // The same email and phone fields as a handoff's or a lead's.
  email: contactShape.email,
  phone: contactShape.phone,
  consent: z.boolean(APPOINTMENT_MESSAGES.consent).refine((v) => v, APPOINTMENT_MESSAGES.consent),
};

function checkRequest(
  v: { email: string | null; phone: string | null; preferences: { date: string; window: string }[] },
  ctx: z.RefinementCtx,
) {
  if (!v.email && !v.phone) ctx.addIssue({ code: 'custom', path: ['email'], message: HANDOFF_MESSAGES.contactRequired });
  const seen = new Set<string>();
  v.preferences.forEach((p, i) => {
    const key = `${p.date}|${p.window}`;
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: ['preferences', i, 'window'], message: APPOINTMENT_MESSAGES.duplicatePreference });
    seen.add(key);
  });
}

/** The widget's form. */
export const appointmentFormSchema = z.strictObject(requestShape).superRefine(checkRequest);
export type AppointmentFormInput = z.input<typeof appointmentFormSchema>;

/** POST /api/chat/{businessId}/appointments: the form and the visitor's id. */
export const appointmentRequestSchema = z.strictObject({ ...requestShape, visitorId: visitorIdSchema }).superRefine(checkRequest);
export type AppointmentRequestInput = z.infer<typeof appointmentRequestSchema>;

/** A preferred day and time of day, as the visitor picked it, with its clock times then. */
export const appointmentPreferenceSchema = z.object({
  date: z.string(),
  window: z.enum(TIME_WINDOWS),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type AppointmentPreference = z.infer<typeof appointmentPreferenceSchema>;

/** "Tue 1 Dec, Morning (09:00–12:00)". */
export const preferenceLabel = (p: AppointmentPreference) => `${bookingDayLabel(p.date)}, ${windowLabel(p)}`;

/** requested: waiting for the owner; proposed: the owner suggested another time; confirmed; declined. */
export const APPOINTMENT_STATUSES = ['requested', 'proposed', 'confirmed', 'declined'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  requested: 'New request',
  proposed: 'Other time proposed',
  confirmed: 'Confirmed',
  declined: 'Declined',
};

/** What the visitor's chat gets back (no contact details echoed beyond what it sent). */
export const visitorAppointmentSchema = z.object({
  id: z.number().int(),
  service: z.string(),
  preferences: z.array(appointmentPreferenceSchema),
  status: z.enum(APPOINTMENT_STATUSES),
  /** The chat's confirmation message, also stored in the conversation. */
  message: z.string(),
});
export type VisitorAppointment = z.infer<typeof visitorAppointmentSchema>;

/** The owner's view of a request. */
export const ownerAppointmentSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  service: z.string(),
  durationMinutes: z.number().int(),
  preferences: z.array(appointmentPreferenceSchema),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  consent: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  /** The confirmed start (or the proposed one), ISO. */
  startsAt: z.string().nullable(),
  /** The time zone the days and times are in. */
  timeZone: z.string(),
  ownerMessage: z.string().nullable(),
  requestedAt: z.string(),
  updatedAt: z.string(),
});
export type OwnerAppointment = z.infer<typeof ownerAppointmentSchema>;

export const appointmentIdParam = z.strictObject({
  businessId: idParam('Invalid business ID'),
  appointmentId: idParam('Invalid appointment ID'),
});

const ownerMessage = z.string().trim().max(APPOINTMENT_LIMITS.ownerMessage, APPOINTMENT_MESSAGES.messageTooLong);
const startShape = {
  /** In the business's time zone. */
  date: z.string(APPOINTMENT_MESSAGES.startDate).regex(DATE_RE, APPOINTMENT_MESSAGES.startDate),
  time: z.string(APPOINTMENT_MESSAGES.startTime).regex(/^([01]\d|2[0-3]):[0-5]\d$/, APPOINTMENT_MESSAGES.startTime),
};

/** POST …/appointments/{id}/confirm: the exact start; an optional note for the visitor. */
export const confirmAppointmentSchema = z.strictObject({
  ...startShape,
  message: ownerMessage.optional().transform((v) => (v ? v : null)),
});
export type ConfirmAppointmentInput = z.input<typeof confirmAppointmentSchema>;

/** POST …/appointments/{id}/propose: another start, and a message saying why (required). */
export const proposeAppointmentSchema = z.strictObject({
  ...startShape,
  message: z
    .string(APPOINTMENT_MESSAGES.messageRequired)
    .trim()
    .min(1, APPOINTMENT_MESSAGES.messageRequired)
    .max(APPOINTMENT_LIMITS.ownerMessage, APPOINTMENT_MESSAGES.messageTooLong),
});
export type ProposeAppointmentInput = z.input<typeof proposeAppointmentSchema>;

/** POST …/appointments/{id}/decline: an optional message for the visitor. */
export const declineAppointmentSchema = z.strictObject({
  message: ownerMessage.optional().transform((v) => (v ? v : null)),
});
export type DeclineAppointmentInput = z.input<typeof declineAppointmentSchema>;
