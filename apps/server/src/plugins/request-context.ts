import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RequestMetadata } from '@mealbox/contracts';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Mailer } from '../integrations/email/mailer.ts';
import type { Clock } from '../lib/clock.ts';
import type { EmailMarketing } from '../integrations/marketing/email-marketing.ts';
import type { PaymentGateway } from '../integrations/payments/payment-gateway.ts';
import type { ServiceContext } from '../modules/service-context.ts';
import { sha256 } from '../lib/tokens.ts';
import type { ChannelDirectory, ResolvedChannel } from '../modules/channels/channels.service.ts';
import {
  csrfTokenFor,
  newSessionToken,
  SESSION_COOKIE,
  sessionCookieOptions,
} from '../modules/accounts/session-tokens.ts';
import { SessionsWithoutUser } from '../modules/accounts/sessions-without-user.ts';
import { findUserBySession, type AuthUser } from '../modules/accounts/users.repository.ts';
import { parseRequestMetadata } from './request-metadata.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session cookie's value; a fresh one when the visitor has none yet. */
    sessionToken: string;
    sessionIsNew: boolean;
    channel: ResolvedChannel;
    user: AuthUser | null;
    requestMetadata: RequestMetadata | null;
    ctx: ServiceContext;
  }
  interface FastifyReply {
    /** Sets the session cookie (when new or rotated) and returns the matching CSRF token. */
    commitSession(token?: string): string;
  }
  interface FastifyContextConfig {
    /**
     * false on routes whose answer is the same for every visitor (the catalogue): the signed-in
     * user is not looked up (request.user stays null), which saves a query per request.
     */
    user?: boolean;
  }
}

const CHANNEL_COOKIE = 'channel';

export interface RequestContextOptions {
  db: Db;
  env: Env;
  channels: ChannelDirectory;
  mailer: Mailer;
  payments: PaymentGateway;
  marketing: EmailMarketing | null;
  clock: Clock;
}

export const requestContext = fp<RequestContextOptions>(
  async (app, { db, env, channels, mailer, payments, marketing, clock }) => {
    app.decorateRequest('sessionToken', '');
    app.decorateRequest('sessionIsNew', false);
    app.decorateRequest('channel', null as unknown as ResolvedChannel);
    app.decorateRequest('user', null);
    app.decorateRequest('requestMetadata', null);
    app.decorateRequest('ctx', null as unknown as ServiceContext);
    // A guest's cookie is looked up once: it can never become a signed-in session.
    const withoutUser = new SessionsWithoutUser();
    const userOf = async (visitorKey: string): Promise<AuthUser | undefined> => {
      if (withoutUser.has(visitorKey)) return undefined;
      const user = await findUserBySession(db, visitorKey, clock.now());
      if (!user) withoutUser.add(visitorKey);
      return user;
    };

    app.decorateReply('commitSession', function (this: FastifyReply, token?: string) {
      const request = this.request;
      if (token !== undefined && token !== request.sessionToken) {
        request.sessionToken = token;
        request.sessionIsNew = true;
      }
      if (request.sessionIsNew) {
        void this.setCookie(SESSION_COOKIE, request.sessionToken, sessionCookieOptions(env));
        request.sessionIsNew = false;
      }
      return csrfTokenFor(env, request.sessionToken);
    });

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      // Static assets need none of this.
      if (request.url.startsWith('/assets/')) return;
      const cookie = request.cookies[SESSION_COOKIE];
      const hasCookie = typeof cookie === 'string' && cookie.length >= 32 && cookie.length <= 128;
      request.sessionToken = hasCookie ? cookie : newSessionToken();
      request.sessionIsNew = !hasCookie;

      let slugOverride: string | undefined;
      if (env.CHANNEL_OVERRIDE) {
        const query = request.query as Record<string, unknown> | undefined;
        const fromQuery = typeof query?.channel === 'string' ? query.channel : undefined;
        if (fromQuery)
          void reply.setCookie(CHANNEL_COOKIE, fromQuery, {
            path: '/',
            httpOnly: true,
            sameSite: 'lax',
          });
        slugOverride = fromQuery ?? request.cookies[CHANNEL_COOKIE];
      }
      const visitorKey = sha256(request.sessionToken);
      const wantsUser = hasCookie && request.routeOptions.config.user !== false;
      const [channel, user] = await Promise.all([
        channels.resolve(request.headers.host, slugOverride),
        wantsUser ? userOf(visitorKey) : Promise.resolve(undefined),
      ]);
      request.channel = channel;
      request.user = user ?? null;
      request.requestMetadata = parseRequestMetadata(request.headers['x-request-metadata']);
      request.ctx = {
        db,
        env,
        clock,
        log: request.log,
        mailer,
        payments,
        marketing,
        channel,
        user: request.user,
        visitorKey,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        metadata: request.requestMetadata,
      };
    });
  },
);
