import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { saveContactMessage } from '../../db/support';
import { ok } from '../envelope';
import { errors, Ok } from '../../shared/api/common';
import { ContactBody, ContactReceipt } from '../../shared/api/support';
import { checkContact } from '../schemas/rules';

/** The public contact form: stored, and opened as a Feedback ticket in the admin Support screen. */
export const contactRoutes: FastifyPluginAsyncTypebox<{ contactRateLimit: number }> = async (app, options) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: { max: options.contactRateLimit, timeWindow: '1 minute' } },
      schema: { tags: ['contact'], summary: 'Send the contact form (opens a Feedback ticket)', body: ContactBody, response: { 201: Ok(ContactReceipt), ...errors(400, 429) } },
    },
    async (request, reply) => {
      const b = request.body ?? {};
      checkContact(b);
      const name = b.name!.trim();
      const email = b.email!.trim();
      const message = b.message!.trim();
      const id = saveContactMessage(app.database, { name, email, phone: b.phone?.trim() || null, message });
      reply.status(201);
      return ok({ id }, 'Message sent! We will contact you soon.');
    },
  );
};
