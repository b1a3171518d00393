import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointmentIdParam,
  appointmentRequestSchema,
  bookableServiceIdParam,
  bookableServiceInputSchema,
  bookableServiceSchema,
  bookingOptionsSchema,
  businessIdParam,
  chatParams,
  confirmAppointmentSchema,
  declineAppointmentSchema,
  ownerAppointmentSchema,
  proposeAppointmentSchema,
  visitorAppointmentSchema,
} from '@staffwright/contract';
import type { AppContext } from '../../context.ts';
import { sessionOf } from '../../plugins/access.ts';
import * as service from './service.ts';

/**
 * Appointment and callback requests (issue 19 part 3, decision 034): the owner's bookable services
 * and requests; the widget's booking options and the visitor's request.
 */
export const appointmentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const scoped = { access: 'user' as const, businessScoped: true };

    // The visitor's side: public, like the chat.
    app.get(
      '/api/chat/:businessId/booking',
      { config: { access: 'public' }, schema: { params: chatParams, response: { 200: bookingOptionsSchema } } },
      async (req) => service.bookingOptions(ctx.db, req.params.businessId),
    );
    app.post(
      '/api/chat/:businessId/appointments',
      {
        config: { access: 'public' },
        schema: { params: chatParams, body: appointmentRequestSchema, response: { 201: visitorAppointmentSchema } },
      },
      async (req, reply) =>
        reply.code(201).send(await service.requestAppointment(ctx, { ...req.body, businessId: req.params.businessId, ip: req.ip })),
    );

    // The owner's services.
    app.get(
      '/api/business/:businessId/bookable-services',
      { config: scoped, schema: { params: businessIdParam, response: { 200: z.array(bookableServiceSchema) } } },
      async (req) => service.listServices(ctx.db, sessionOf(req).user.id, req.params.businessId),
    );
    app.post(
      '/api/business/:businessId/bookable-services',
      { config: scoped, schema: { params: businessIdParam, body: bookableServiceInputSchema, response: { 201: bookableServiceSchema } } },
      async (req, reply) =>
        reply.code(201).send(await service.createService(ctx.db, sessionOf(req).user.id, req.params.businessId, req.body)),
    );
    app.put(
      '/api/business/:businessId/bookable-services/:serviceId',
      {
        config: scoped,
        schema: { params: bookableServiceIdParam, body: bookableServiceInputSchema, response: { 200: bookableServiceSchema } },
      },
      async (req) => service.updateService(ctx.db, sessionOf(req).user.id, req.params, req.body),
    );
    app.delete(
      '/api/business/:businessId/bookable-services/:serviceId',
      { config: scoped, schema: { params: bookableServiceIdParam } },
      async (req, reply) => {
        await service.deleteService(ctx.db, sessionOf(req).user.id, req.params);
        return reply.code(204).send();
      },
    );

    // The owner's requests and answers.
    app.get(
      '/api/business/:businessId/appointments',
      { config: scoped, schema: { params: businessIdParam, response: { 200: z.array(ownerAppointmentSchema) } } },
      async (req) => service.listAppointments(ctx.db, sessionOf(req).user.id, req.params.businessId),
    );
    app.post(
      '/api/business/:businessId/appointments/:appointmentId/confirm',
      { config: scoped, schema: { params: appointmentIdParam, body: confirmAppointmentSchema, response: { 200: ownerAppointmentSchema } } },
      async (req) =>
        service.answerAppointment(ctx, { ownerId: sessionOf(req).user.id, ...req.params }, { status: 'confirmed', ...req.body }),
    );
    app.post(
      '/api/business/:businessId/appointments/:appointmentId/propose',
      { config: scoped, schema: { params: appointmentIdParam, body: proposeAppointmentSchema, response: { 200: ownerAppointmentSchema } } },
      async (req) =>
        service.answerAppointment(ctx, { ownerId: sessionOf(req).user.id, ...req.params }, { status: 'proposed', ...req.body }),
    );
    app.post(
      '/api/business/:businessId/appointments/:appointmentId/decline',
      { config: scoped, schema: { params: appointmentIdParam, body: declineAppointmentSchema, response: { 200: ownerAppointmentSchema } } },
      async (req) =>
        service.answerAppointment(ctx, { ownerId: sessionOf(req).user.id, ...req.params }, { status: 'declined', ...req.body }),
    );
  };
