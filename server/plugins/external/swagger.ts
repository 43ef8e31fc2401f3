import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errors } from '../../../shared/api/common';

interface OpenApiDocument {
  paths?: Record<
    string,
    Record<
      string,
      { requestBody?: { required?: boolean; content?: Record<string, { schema?: { nullable?: boolean } }> } }
    >
  >;
}

/**
 * @fastify/swagger marks every request body `required`, as Fastify wants a body wherever a
 * route has a body schema. A route whose body schema is `nullable` also takes no body (the
 * staff DELETE: react-admin sends none), so its body is optional in the document; otherwise a
 * client or a validating proxy following the document would refuse the plain DELETE.
 */
function optionalBodies<T extends OpenApiDocument>(document: T): T {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const body = operation.requestBody;
      const media = Object.values(body?.content ?? {});
      if (body && media.length > 0 && media.every((one) => one.schema?.nullable === true)) body.required = false;
    }
  }
  return document;
}

/**
 * The OpenAPI 3 document, generated from the route schemas, at GET /api/openapi.json, and a
 * reader at /api/docs. Swagger UI's own assets are served by the app (no CDN) and its
 * validator badge is off, so the reader works offline and under the site's CSP.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Gaon Rasoi API',
          version: '1.0.0',
          description:
            'Every answer is an envelope: `{ success: true, data, message? }` or `{ success: false, message, errors? }`. Lists take page, limit, sort, order, q and answer `total` (also in X-Total-Count and Content-Range). See docs/api.md for the conventions.',
        },
        servers: [{ url: '/' }],
        tags: [
          { name: 'health', description: 'Readiness' },
          { name: 'auth', description: 'Sign-in and registration' },
          { name: 'contact', description: 'The public contact form' },
          { name: 'dashboard', description: 'Back-office figures' },
          { name: 'earnings', description: 'Admin earnings per period' },
          {
            name: 'cash',
            description: "The owner's day close: each rider's cash against what they handed in, and the counter's",
          },
          { name: 'analytics', description: 'Order analytics' },
          { name: 'users', description: 'Vendors and delivery staff (delivery-staff is users?role=delivery)' },
          { name: 'restaurants', description: 'Restaurants and their menus' },
          { name: 'orders', description: 'Orders, status changes, CSV export' },
          { name: 'villages', description: 'Villages and delivery zones' },
          { name: 'onboarding', description: 'Restaurant applications' },
          { name: 'coupons', description: 'Coupons' },
          { name: 'support', description: 'Support tickets (contact messages arrive here as Feedback)' },
          { name: 'notifications', description: 'Scheduled notifications' },
          { name: 'kitchen', description: "The kitchen (vendor) app: my restaurants' orders, dishes and status" },
          { name: 'rider', description: 'The rider (delivery) app: orders assigned to me' },
          { name: 'printers', description: "Kitchens' thermal printers, the print queue, reprints and ticket bytes" },
        ],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      // Only the API: the site, the admin shell and /uploads are not part of the contract.
      hiddenTag: 'hidden',
      hideUntagged: true,
      transformObject: (document) =>
        'openapiObject' in document
          ? optionalBodies(document.openapiObject as OpenApiDocument)
          : document.swaggerObject,
    });

    // Every route with a JSON body can be refused before its handler: a body over the limit
    // (413) or one that is not JSON (415), both the envelope. Said once here for all of them,
    // so that the document lists what the content type parser really answers.
    app.addHook('onRoute', (route) => {
      const schema = route.schema as { body?: unknown; response?: Record<string, unknown> } | undefined;
      if (!schema?.body || !schema.response) return;
      route.schema = { ...schema, response: { ...errors(413, 415), ...schema.response } };
    });

    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { validatorUrl: null, deepLinking: false },
      theme: { title: 'Gaon Rasoi API' },
    });
  },
  { name: 'swagger' },
);
