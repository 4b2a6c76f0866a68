import type { FastifyBaseLogger } from 'fastify';
import type { RequestMetadata } from '@mealbox/contracts';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Clock } from '../lib/clock.ts';
import type { Mailer } from '../integrations/email/mailer.ts';
import type { EmailMarketing } from '../integrations/marketing/email-marketing.ts';
import type { PaymentGateway } from '../integrations/payments/payment-gateway.ts';
import type { AuthUser } from './accounts/users.repository.ts';
import type { ResolvedChannel } from './channels/channels.service.ts';

/**
 * Everything a service needs to know about who is asking; services never see HTTP. It names the
 * shapes of two modules (the channel, the user), so it lives with the modules, not in lib/.
 */
export interface ServiceContext {
  /** The store the request came to (from its host), as the channel directory resolved it. */
  channel: ResolvedChannel;
  /** The signed-in user, or null for a guest. */
  user: AuthUser | null;
  db: Db;
  env: Env;
  /** The store's "now": read it here, never from `new Date()` (lib/clock.ts). */
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  payments: PaymentGateway;
  /** The email-marketing vendor, when one is configured. */
  marketing: EmailMarketing | null;
  /** sha256 of the session cookie: identifies a visitor (and their cart) before login. */
  visitorKey: string;
  ipAddress: string;
  userAgent: string | null;
  metadata: RequestMetadata | null;
}
