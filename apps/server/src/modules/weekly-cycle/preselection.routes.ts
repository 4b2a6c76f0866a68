import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  ApiError,
  Preselection,
  PRESELECTION_KEY_LENGTH,
  PreselectionConfirmed,
} from '@mealbox/contracts';
import { confirmPreselection, preselectionOf } from './preselection.service.ts';

// Any text up to the longest key: a key that cannot be one is answered as unknown (404).
const params = z.object({ key: z.string().check(z.maxLength(PRESELECTION_KEY_LENGTH.max)) });

/** The preselection confirmation page's calls (/preselection-confirmation/:url_key). */
export const preselectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/preselection/:key',
    {
      // The key from the mail is the credential: the signed-in user is not looked up.
      config: { user: false },
      schema: {
        tags: ['weekly cycle'],
        summary:
          'The meals the store picked for a subscription week, with their reasons, by the key in the mail',
        params,
        response: { 200: Preselection, 404: ApiError },
      },
    },
    (request) => preselectionOf(request.ctx, request.params.key),
  );

  app.post(
    '/api/preselection/:key/confirm',
    {
      config: { user: false },
      schema: {
        tags: ['weekly cycle'],
        summary:
          'Keep the meals the store picked (the week becomes picked), before the deadline; twice is once',
        params,
        response: { 200: PreselectionConfirmed, 404: ApiError, 409: ApiError },
      },
    },
    (request) => confirmPreselection(request.ctx, request.params.key),
  );
};
