/**
 * The signed-in kitchen's or rider's own account, under /api/vendor and /api/delivery: read it
 * (with the language the app opens in) and change that language. Only the caller's own row
 * is read or written: the id comes from the token (request.partner), never from the request.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { serializeUser } from '../../db/records';
import { findUser, setUserLanguage } from '../../db/users';
import { ok } from '../envelope';
import { bearer, errors, Ok } from '../../shared/api/common';
import { LanguageBody, User } from '../../shared/api/users';

export function partnerAccountRoutes(tags: string[]): FastifyPluginAsyncTypebox {
  return async (app) => {
    const mine = (id: number) => findUser(app.database, id)!;

    app.get(
      '/me',
      {
        config: { beforeApproval: true },
        schema: {
          tags,
          summary: 'My account, with the language my app opens in (and whether it is approved yet)',
          security: bearer,
          response: { 200: Ok(User), ...errors(401, 403) },
        },
      },
      async (request) => ok(serializeUser(mine(request.partner!.id))),
    );

    app.put(
      '/me/language',
      {
        config: { beforeApproval: true },
        schema: {
          tags,
          summary: 'The language my app opens in (hi or en), on my own account only',
          security: bearer,
          body: LanguageBody,
          response: { 200: Ok(User), ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        const updated = setUserLanguage(app.database, request.partner!.id, request.body.language);
        return ok(serializeUser(updated), 'Language saved');
      },
    );
  };
}
