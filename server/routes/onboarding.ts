import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { serializeApplication } from '../../db/records';
import { decideApplication, findApplication, insertApplication, listApplications } from '../../db/onboarding';
import { digitsOf } from '../../shared/contact';
import { notFound, ok, page } from '../envelope';
import { adminErrors, bearer, IdParams, Ok, Page } from '../../shared/api/common';
import { Application, ApplicationBody, ApplicationListQuery } from '../../shared/api/onboarding';
import { checkApplication } from '../schemas/rules';

/** The admin's `onboarding` resource is stored as `applications` (one record: an Application). */
const tags = ['onboarding'];

export const onboardingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const database = app.database;

  app.get(
    '/onboarding',
    {
      schema: {
        tags,
        summary: 'List restaurant applications',
        security: bearer,
        querystring: ApplicationListQuery,
        response: { 200: Page(Application), ...adminErrors() },
      },
      config: { conditionalGet: {} },
    },
    async (request, reply) => {
      const { rows, total, offset } = listApplications(database, request.query);
      return page(reply, rows.map(serializeApplication), total, offset);
    },
  );

  app.get(
    '/onboarding/:id',
    {
      schema: {
        tags,
        summary: 'One application',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Application), ...adminErrors(404) },
      },
    },
    async (request) => {
      const row = findApplication(database, request.params.id);
      if (!row) throw notFound('Application not found');
      return ok(serializeApplication(row));
    },
  );

  app.post(
    '/onboarding',
    {
      schema: {
        tags,
        summary: 'Submit a restaurant application',
        security: bearer,
        body: ApplicationBody,
        response: { 201: Ok(Application), ...adminErrors() },
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      checkApplication(body);
      const row = insertApplication(database, {
        name: body.name.trim(),
        owner: body.owner.trim(),
        phone: digitsOf(body.phone),
        address: body.address.trim(),
        cuisine: body.cuisine.trim(),
      });
      reply.status(201);
      return ok(serializeApplication(row), 'Application submitted.');
    },
  );

  app.post(
    '/onboarding/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a pending application (creates the restaurant)',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Application), ...adminErrors(404, 409) },
      },
    },
    async (request) =>
      ok(serializeApplication(decideApplication(database, request.params.id, 'approved')), 'Restaurant approved!'),
  );
  app.post(
    '/onboarding/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending application',
        security: bearer,
        params: IdParams,
        response: { 200: Ok(Application), ...adminErrors(404, 409) },
      },
    },
    async (request) =>
      ok(serializeApplication(decideApplication(database, request.params.id, 'rejected')), 'Restaurant rejected.'),
  );
};
