import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  AdminCancelInput,
  AdminCustomer,
  AdminMessage,
  AdminUser,
  AdminUserCreateInput,
  AdminUserSaved,
  AdminUsersPage,
  AdminUsersQuery,
  AdminUserUpdateInput,
  AdminWeekInput,
  ApiError,
  BalanceAdjusted,
  BalanceAdjustmentInput,
  IdParams,
  SubscriptionsCancelled,
  WeekChanged,
} from '@mealbox/contracts';
import type { ChannelDirectory } from '../channels/channels.service.ts';
import * as usersAdmin from './users-admin.service.ts';

const refusals = { 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };

/** Customers and staff (under `/api/admin`): the list, profiles and permissions, and what staff do on a customer's behalf. */
export const usersAdminRoutes: FastifyPluginAsyncZod<{ channels: ChannelDirectory }> = async (
  app,
  { channels },
) => {
  app.get(
    '/users',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags: ['admin'],
        summary: 'One page of customers and staff: search by name or email, role and channel',
        querystring: AdminUsersQuery,
        response: { 200: AdminUsersPage, 401: ApiError, 403: ApiError, 422: ApiError },
      },
    },
    (request) => usersAdmin.listUsers(request.ctx, request.query),
  );

  app.get(
    '/users/:id',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags: ['admin'],
        summary: "A user's profile and permissions",
        params: IdParams,
        response: { 200: AdminUser, ...refusals },
      },
    },
    (request) => usersAdmin.getUser(request.ctx, request.params.id),
  );

  app.post(
    '/users',
    {
      config: { permission: 'manage-users' },
      schema: {
        tags: ['admin'],
        summary: 'Create a user with permissions, a password or a password reset link',
        body: AdminUserCreateInput,
        response: { 200: AdminUserSaved, ...refusals },
      },
    },
    (request) => usersAdmin.createUser(request.ctx, request.body),
  );

  app.put(
    '/users/:id',
    {
      config: { permission: 'manage-users' },
      schema: {
        tags: ['admin'],
        summary:
          "Change a user's profile and permissions (never one's own view-admin or manage-users)",
        params: IdParams,
        body: AdminUserUpdateInput,
        response: { 200: AdminUserSaved, ...refusals },
      },
    },
    (request) => usersAdmin.updateUser(request.ctx, request.params.id, request.body),
  );

  app.get(
    '/customers/:id',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags: ['admin'],
        summary: "A customer's record, payment status, schedule and orders",
        params: IdParams,
        response: { 200: AdminCustomer, ...refusals },
      },
    },
    (request) => usersAdmin.getCustomer(request.ctx, channels, request.params.id),
  );

  app.post(
    '/customers/:id/skip-week',
    {
      config: { permission: 'manage-customers' },
      schema: {
        tags: ['admin'],
        summary: "Skip a week on the customer's behalf (the customer's own rules and deadline)",
        params: IdParams,
        body: AdminWeekInput,
        response: { 200: WeekChanged, ...refusals },
      },
    },
    (request) =>
      usersAdmin.skipWeekOnBehalf(request.ctx, channels, request.params.id, request.body),
  );

  app.post(
    '/customers/:id/unskip-week',
    {
      config: { permission: 'manage-customers' },
      schema: {
        tags: ['admin'],
        summary: "Unskip a week on the customer's behalf (the customer's own rules and deadline)",
        params: IdParams,
        body: AdminWeekInput,
        response: { 200: WeekChanged, ...refusals },
      },
    },
    (request) =>
      usersAdmin.unskipWeekOnBehalf(request.ctx, channels, request.params.id, request.body),
  );

  app.post(
    '/customers/:id/cancel-subscriptions',
    {
      config: { permission: 'manage-customers' },
      schema: {
        tags: ['admin'],
        summary:
          "Cancel the customer's active subscriptions in this store, with an optional reason",
        params: IdParams,
        body: AdminCancelInput,
        response: { 200: SubscriptionsCancelled, ...refusals },
      },
    },
    (request) => usersAdmin.cancelOnBehalf(request.ctx, channels, request.params.id, request.body),
  );

  app.post(
    '/customers/:id/gift-card-balance',
    {
      config: { permission: 'manage-customers' },
      schema: {
        tags: ['admin'],
        summary:
          "Add to or take from the customer's gift card balance, with a reason (never below 0)",
        params: IdParams,
        body: BalanceAdjustmentInput,
        response: { 200: BalanceAdjusted, ...refusals },
      },
    },
    (request) => usersAdmin.adjustBalance(request.ctx, request.params.id, request.body),
  );

  app.post(
    '/customers/:id/password-reset',
    {
      config: { permission: 'manage-customers' },
      schema: {
        tags: ['admin'],
        summary: 'Mail the customer a password reset link',
        params: IdParams,
        body: z.nullish(z.object({})),
        response: { 200: AdminMessage, ...refusals },
      },
    },
    (request) => usersAdmin.sendResetLinkOnBehalf(request.ctx, channels, request.params.id),
  );
};
