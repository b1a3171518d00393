/**
 * Appointment and callback requests (issue 19 part 3, decision 034). Other modules import from here
 * only: the routes, and what the chat needs to offer the booking form.
 */
export { appointmentRoutes } from './routes.ts';
export { isBookingIntent } from './intent.ts';
export { hasBookableServices } from './service.ts';
