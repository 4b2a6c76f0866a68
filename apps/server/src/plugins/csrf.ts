import fp from 'fastify-plugin';
import { authMessages } from '@mealbox/contracts';
import type { Env } from '../env.ts';
import { isValidCsrfToken } from '../modules/accounts/session-tokens.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every state-changing call must carry the XMLHttpRequest marker and the CSRF token bound to its
 * session (spec §1); anything else is refused with 403 before any handler runs. The method alone
 * decides, never the path as written: the router decodes a path (`/%61pi/auth/logout` is
 * `/api/auth/logout`), so a test of its spelling would let such a call through unguarded.
 */
export const csrfGuard = fp<{ env: Env }>(async (app, { env }) => {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const marker = request.headers['x-requested-with'];
    const token = request.headers['x-csrf-token'];
    const ok =
      marker === 'XMLHttpRequest' &&
      typeof token === 'string' &&
      !request.sessionIsNew &&
      isValidCsrfToken(env, request.sessionToken, token);
    if (!ok) {
      return reply.code(403).send({ message: authMessages.csrfRejected });
    }
  });
});
