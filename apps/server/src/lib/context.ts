import type { FastifyBaseLogger } from 'fastify';
import type { RequestMetadata } from '@mealbox/contracts';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Mailer } from '../integrations/email/mailer.ts';
import type { PaymentGateway } from '../integrations/payments/payment-gateway.ts';
import type { ResolvedChannel } from '../modules/channels/channels.service.ts';
import type { AuthUser } from '../modules/accounts/users.repository.ts';

/** Everything a service needs to know about who is asking; services never see HTTP. */
export interface ServiceContext {
  db: Db;
  env: Env;
  log: FastifyBaseLogger;
  mailer: Mailer;
  payments: PaymentGateway;
  channel: ResolvedChannel;
  user: AuthUser | null;
  /** sha256 of the session cookie: identifies a visitor (and their cart) before login. */
  visitorKey: string;
  ipAddress: string;
  userAgent: string | null;
  metadata: RequestMetadata | null;
}
