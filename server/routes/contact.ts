import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { saveContactMessage, saveVillageRequest } from '../../db/support';
import { digitsOf } from '../../shared/contact';
import { ok } from '../envelope';
import { errors, Ok } from '../../shared/api/common';
import { ContactBody, ContactReceipt, VillageRequestBody } from '../../shared/api/support';
import { checkContact, checkVillageRequest } from '../schemas/rules';

/**
 * The public contact form (stored, and opened as a Feedback ticket in the admin Support screen)
 * and the checkout's "My village is not listed" (a VillageRequest ticket), so the owner sees
 * where customers wait for delivery.
 */
export const contactRoutes: FastifyPluginAsyncTypebox<{ contactRateLimit: number }> = async (app, options) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: { max: options.contactRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['contact'],
        summary: 'Send the contact form (opens a Feedback ticket)',
        body: ContactBody,
        response: { 201: Ok(ContactReceipt), ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const b = request.body ?? {};
      checkContact(b);
      const name = b.name!.trim();
      const message = b.message!.trim();
      const id = saveContactMessage(app.database, {
        name,
        email: b.email?.trim() || null,
        phone: b.phone?.trim() ? digitsOf(b.phone) : null,
        message,
      });
      reply.status(201);
      return ok({ id }, 'Message sent! We will contact you soon.');
    },
  );

  app.post(
    '/village-requests',
    {
      config: { rateLimit: { max: options.contactRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['contact'],
        summary: 'Ask for delivery to a village the checkout does not list (opens a VillageRequest ticket)',
        body: VillageRequestBody,
        response: { 201: Ok(ContactReceipt), ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const b = request.body ?? {};
      checkVillageRequest(b);
      const id = saveVillageRequest(app.database, {
        village: b.village!.trim(),
        phone: digitsOf(b.phone!),
        name: b.name?.trim() || null,
      });
      reply.status(201);
      return ok({ id }, 'Thank you! We will call you when we deliver to your village.');
    },
  );
};
