import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Env } from '../env.ts';

/** The store's security headers: its content security policy, and HSTS when served over https. */
function securityHeaderOptions(env: Env): HelmetOptions {
  const sentryOrigin = env.SENTRY_DSN ? new URL(env.SENTRY_DSN).origin : null;
  // The maps places library loads its script, styles, tiles and suggestions from Google.
  const maps = env.MAPS_API_KEY
    ? ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://places.googleapis.com']
    : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...maps],
        styleSrc: ["'self'", "'unsafe-inline'", ...maps],
        imgSrc: ["'self'", 'data:', 'blob:', ...maps],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(sentryOrigin ? [sentryOrigin] : []), ...maps],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: env.HTTPS,
  };
}

/**
 * Helmet's headers on every answer. Helmet's middleware is built once here, with its header
 * values (the content security policy string above all) computed at start-up; @fastify/helmet
 * rebuilt it, and parsed the policy again, on every request, a measurable share of a cart
 * change's time (docs/benchmarks.md).
 *
 * `frameworkErrors` goes to Fastify's constructor: the answers Fastify makes before any hook
 * runs (a path it cannot decode, a parameter longer than its limit) get the same headers and the
 * store's `{ message }` body instead of Fastify's bare JSON.
 */
export function securityHeaders(env: Env) {
  const apply = helmet(securityHeaderOptions(env));
  const plugin = fp(async (app) => {
    app.addHook('onRequest', (request, reply, done) => {
      apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  });
  const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // Helmet's headers are set before it calls on (it fails only on a policy it cannot write,
    // which would have failed the hook above first).
    apply(request.raw, reply.raw, () => {});
    void reply.code(error.statusCode ?? 400).send({ message: error.message });
  };
  return {
    plugin,
    frameworkErrors: frameworkErrors as NonNullable<FastifyServerOptions['frameworkErrors']>,
  };
}
