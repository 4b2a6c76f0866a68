import * as z from 'zod/mini';
import { Week } from './cart.ts';
import { CYCLE_RUN_KINDS, CYCLE_RUN_STATUSES } from './weekly-cycle.ts';

// Starting and watching the weekly cycle's runs by hand (staff, the admin's operations pages).

export const cycleRunMessages = {
  lockBeforeDeadline: (deadline: string) =>
    `This week's deadline (${deadline}) has not passed yet: customers can still change it, so it cannot be locked.`,
  cancelBeforeDelivery: (cutoff: string) =>
    `Unpaid boxes are cancelled from the start of their delivery day (${cutoff}), not before.`,
  alreadyRunning: (kind: string, week: string) =>
    `A ${kind} run for the week of ${week} is already running.`,
  runNotFound: 'There is no such run.',
  subscriptionNotFound: 'There is no such subscription in this store.',
  channelNotFound: 'There is no such store.',
} as const;

/** POST /api/admin/cycle/runs: a run for a channel's week, or one subscription's step of it. */
export const StartCycleRunInput = z.object({
  kind: z.enum(CYCLE_RUN_KINDS),
  week: Week,
  /** The channel's slug; the request's channel when left out. */
  channel: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  /** Only this subscription's week, at once (a staff action on a customer's behalf). */
  subscription_id: z.optional(z.int().check(z.positive())),
});
export type StartCycleRunInput = z.infer<typeof StartCycleRunInput>;

export const CycleRunView = z.object({
  id: z.int(),
  kind: z.enum(CYCLE_RUN_KINDS),
  channel_id: z.int(),
  week: z.string(),
  status: z.enum(CYCLE_RUN_STATUSES),
  started_by: z.string(),
  total: z.nullable(z.int()),
  batches: z.nullable(z.int()),
  batches_done: z.int(),
  done: z.int(),
  failed: z.int(),
  skipped: z.int(),
  error: z.nullable(z.string()),
  started_at: z.string(),
  finished_at: z.nullable(z.string()),
});
export type CycleRunView = z.infer<typeof CycleRunView>;

/** What one subscription's step did: done, failed or skipped (nothing to do). */
export const CycleStepResult = z.object({
  subscription_id: z.int(),
  kind: z.enum(CYCLE_RUN_KINDS),
  week: z.string(),
  outcome: z.enum(['done', 'failed', 'skipped']),
  state: z.nullable(z.string()),
});
export type CycleStepResult = z.infer<typeof CycleStepResult>;
