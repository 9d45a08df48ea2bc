/** The staff member behind a request, as the history records them (services/history/record.ts). */
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../services/history/record';

/** `{sub, email}` of the request's verified access token (every /api/backoffice route has one). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.user) throw new Error('A change without a verified staff member');
  return { sub: request.user.sub, email: request.user.email };
}
