import type { FastifyBaseLogger } from 'fastify';
import type { RequestMetadata } from '@mealbox/contracts';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Mailer } from '../integrations/email/mailer.ts';
import type { PaymentGateway } from '../integrations/payments/payment-gateway.ts';

/**
 * Everything a service needs to know about who is asking; services never see HTTP.
 *
 * `channel` and `user` are added by the modules that own their shapes (lib/ never imports
 * modules/): `channel: ResolvedChannel` in modules/channels/channels.service.ts and
 * `user: AuthUser | null` in modules/accounts/users.repository.ts, each with
 * `declare module '../../lib/context.ts' { interface ServiceContext { … } }`.
 */
export interface ServiceContext {
  db: Db;
  env: Env;
  log: FastifyBaseLogger;
  mailer: Mailer;
  payments: PaymentGateway;
  /** sha256 of the session cookie: identifies a visitor (and their cart) before login. */
  visitorKey: string;
  ipAddress: string;
  userAgent: string | null;
  metadata: RequestMetadata | null;
}
