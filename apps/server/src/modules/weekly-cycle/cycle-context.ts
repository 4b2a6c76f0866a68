import type { ChannelDirectory, ResolvedChannel } from '../channels/channels.service.ts';
import type { ServiceContext } from '../service-context.ts';

/**
 * What the weekly cycle runs on, in a server process, a job worker or the command: a service
 * context's means without a request (no channel, user or visitor), and the channels to choose
 * from.
 */
export interface CycleServices extends Pick<
  ServiceContext,
  'db' | 'env' | 'clock' | 'log' | 'mailer' | 'payments' | 'marketing'
> {
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
