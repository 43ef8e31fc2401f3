import type { FastifyInstance } from 'fastify';
import { contactMessages, tickets } from '../../db/schema';
import { badRequest, ok } from '../envelope';
import { EMAIL_RE, isBlank, str } from '../lib/schemas';

/** The public contact form: stored, and opened as a Feedback ticket in the admin Support screen. */
export async function contactRoutes(app: FastifyInstance, options: { contactRateLimit: number }): Promise<void> {
  const { db, sqlite } = app.database;
  app.post(
    '/contact',
    {
      config: { rateLimit: { max: options.contactRateLimit, timeWindow: '1 minute' } },
      schema: { body: { type: 'object', properties: { name: str(100), email: str(254), phone: str(20), message: str(5000) } } },
    },
    async (request, reply) => {
      const b = (request.body ?? {}) as { name?: string; email?: string; phone?: string; message?: string };
      const errors: Record<string, string> = {};
      if (isBlank(b.name)) errors.name = 'Name is required';
      if (isBlank(b.email)) errors.email = 'Email is required';
      else if (!EMAIL_RE.test(b.email!.trim())) errors.email = 'Email is invalid';
      if (isBlank(b.message)) errors.message = 'Message is required';
      if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0], errors);
      const name = b.name!.trim();
      const email = b.email!.trim();
      const message = b.message!.trim();
      const id = sqlite.transaction(() => {
        const saved = db.insert(contactMessages).values({ name, email, phone: b.phone?.trim() || null, message }).returning({ id: contactMessages.id }).get();
        db.insert(tickets).values({ customer: name, email, type: 'Feedback', message, contactMessageId: saved.id }).run();
        return saved.id;
      })();
      reply.status(201);
      return ok({ id }, 'Message sent! We will contact you soon.');
    },
  );
}
