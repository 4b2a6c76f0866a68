import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Mailer } from '../../integrations/email/mailer.ts';
import type { EmailMarketing } from '../../integrations/marketing/email-marketing.ts';
import type { PaymentGateway } from '../../integrations/payments/payment-gateway.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ChannelDirectory, ResolvedChannel } from '../channels/channels.service.ts';
import type { ServiceContext } from '../service-context.ts';

/** What the weekly cycle runs on, in a server process, a job worker or the command. */
export interface CycleServices {
  db: Db;
  env: Env;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  payments: PaymentGateway;
  marketing: EmailMarketing | null;
  channels: ChannelDirectory;
  /** Waits between a gateway's refusals; a test may shorten it. */
  sleep?: (ms: number) => Promise<void>;
}

/** The service context of a run for one channel: no visitor, no signed-in user. */
export function cycleContext(services: CycleServices, channel: ResolvedChannel): ServiceContext {
  return {
    channel,
    user: null,
    db: services.db,
    env: services.env,
    clock: services.clock,
    log: services.log,
    mailer: services.mailer,
    payments: services.payments,
    marketing: services.marketing,
    visitorKey: '',
    ipAddress: '',
    userAgent: 'weekly-cycle',
    metadata: null,
  };
}

/** The channel a run is for, by id. */
export async function channelById(
  channels: ChannelDirectory,
  channelId: number,
): Promise<ResolvedChannel> {
  const channel = (await channels.all()).find((c) => c.id === channelId);
  if (!channel) throw new Error(`no channel ${channelId}`);
  return channel;
}
