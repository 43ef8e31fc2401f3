import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import { databaseVersion } from '../../../db/version';

/**
 * The database stamp (db/version.ts) for a request. A request read from a socket may share
 * data_version with the other requests of its turn of the event loop; an injected one
 * (app.inject(): tests, in-process callers, whose writes through another connection need
 * no I/O to come before it) reads it afresh.
 */
export function requestStamp(request: FastifyRequest): string {
  return databaseVersion(request.server.database.sqlite, request.raw.socket instanceof net.Socket);
}
