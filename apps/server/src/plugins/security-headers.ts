import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers on every answer. Helmet's middleware is built once here, with its header
 * values (the content security policy string above all) computed at start-up; @fastify/helmet
 * rebuilt it, and parsed the policy again, on every request, a measurable share of a cart
 * change's time (docs/benchmarks.md).
 */
export const securityHeaders = fp<{ options: HelmetOptions }>(async (app, { options }) => {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});
