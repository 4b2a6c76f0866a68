import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  ApiError,
  fallbackErrors,
  Cart,
  PickWeekInput,
  StartPickInput,
  CancelSubscriptionsInput,
  Schedule,
  SkipWeekInput,
  SubscriptionsCancelled,
  UserOrders,
  UserSubscriptions,
  VacationInput,
  VacationResult,
  VacationUndoInput,
  Week,
  WeekChanged,
} from '@mealbox/contracts';
import * as subscriptions from './subscriptions.service.ts';
import { savePicks, startPick } from './pick-week.ts';

const refusals = { 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };

/** A subscriber's weeks (spec §7: skipWeek, unskipWeek, cancelAllSubscriptions) and their reads. */
export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/skipWeek',
    {
      config: { fallbackMessage: fallbackErrors.skip },
      schema: {
        tags: ['subscriptions'],
        summary: "Skip a subscription's week until its deadline (its picks are kept)",
        body: SkipWeekInput,
        response: { 200: WeekChanged, ...refusals },
      },
    },
    (request) => subscriptions.skipWeek(request.ctx, request.body),
  );

  app.post(
    '/api/unskipWeek',
    {
      config: { fallbackMessage: fallbackErrors.unskip },
      schema: {
        tags: ['subscriptions'],
        summary: 'Bring a skipped week back until its deadline (picked again if it had picks)',
        body: SkipWeekInput,
        response: { 200: WeekChanged, ...refusals },
      },
    },
    (request) => subscriptions.unskipWeek(request.ctx, request.body),
  );

  app.post(
    '/api/user/cancelAllSubscriptions',
    {
      config: { fallbackMessage: fallbackErrors.cancel },
      schema: {
        tags: ['subscriptions'],
        summary:
          "Cancel the customer's active subscriptions in this store, with an optional reason",
        // The spec sends no payload; the optional reason rides along when the modal asks for one.
        body: z.nullish(CancelSubscriptionsInput),
        response: { 200: SubscriptionsCancelled, ...refusals },
      },
    },
    (request) => subscriptions.cancelAllSubscriptions(request.ctx, request.body ?? {}),
  );

  app.get(
    '/api/user/subscriptions',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'The subscriptions, their week for the current ordering week, and its orders',
        response: { 200: UserSubscriptions, 401: ApiError },
      },
    },
    (request) => subscriptions.subscriptionsOverview(request.ctx),
  );

  app.get(
    '/api/user/orders',
    {
      schema: {
        tags: ['subscriptions'],
        summary: "The customer's orders of a week (the current ordering week by default)",
        querystring: z.object({
          week: z.optional(Week),
          size: z.optional(z.enum(['small', 'full'])),
        }),
        response: { 200: UserOrders, 401: ApiError, 422: ApiError },
      },
    },
    (request) => subscriptions.userOrders(request.ctx, request.query),
  );

  app.get(
    '/api/user/schedule/:userId?',
    {
      schema: {
        tags: ['subscriptions'],
        summary:
          "The upcoming weeks and orders (another customer's only with the view-admin permission)",
        params: z.object({ userId: z.optional(z.coerce.number().check(z.int(), z.positive())) }),
        response: { 200: Schedule, 401: ApiError, 403: ApiError, 404: ApiError },
      },
    },
    (request) => subscriptions.schedule(request.ctx, request.params.userId),
  );

  app.post(
    '/api/user/vacation',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Skip every week of a range; weeks past their deadline stay and are named',
        body: VacationInput,
        response: { 200: VacationResult, ...refusals },
      },
    },
    (request) => subscriptions.vacation(request.ctx, request.body),
  );

  app.post(
    '/api/user/vacation/undo',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Unskip the weeks a vacation skipped that are still open',
        body: VacationUndoInput,
        response: { 200: VacationResult, ...refusals },
      },
    },
    (request) => subscriptions.undoVacation(request.ctx, request.body),
  );

  app.post(
    '/api/cart/subscription-week',
    {
      schema: {
        tags: ['subscriptions'],
        summary: "Fill the week's box with a subscription's plan and picks, to change them",
        body: StartPickInput,
        response: { 200: Cart, ...refusals },
      },
    },
    (request) => startPick(request.ctx, request.body),
  );

  app.post(
    '/api/pickWeek',
    {
      schema: {
        tags: ['subscriptions'],
        summary: "Save the box's meals as the subscription week's picks (charged at the lock)",
        body: PickWeekInput,
        response: { 200: WeekChanged, ...refusals },
      },
    },
    (request) => savePicks(request.ctx, request.body),
  );
};
