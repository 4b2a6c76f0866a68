import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiError,
  authMessages,
  LoginInput,
  MessageResponse,
  PasswordResetInput,
  PasswordResetRequestInput,
  RegisterInput,
  SessionResponse,
} from '@mealbox/contracts';
import * as accounts from './accounts.service.ts';
import { toCurrentUser } from './current-user.ts';

const errors = { 401: ApiError, 403: ApiError, 409: ApiError, 422: ApiError, 429: ApiError };

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in user (spec §3 fields, permissions, authenticated), or null',
        response: { 200: SessionResponse },
      },
    },
    async (request, reply) => ({
      user: request.user ? toCurrentUser(request.user, request.ctx.clock.now()) : null,
      csrfToken: reply.commitSession(),
    }),
  );

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Create an account and sign in',
        body: RegisterInput,
        response: { 201: SessionResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { user, sessionToken } = await accounts.register(request.ctx, request.body);
      return reply.code(201).send({
        user: toCurrentUser(user, request.ctx.clock.now()),
        csrfToken: reply.commitSession(sessionToken),
      });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign in (rate-limited per account and per address)',
        body: LoginInput,
        response: { 200: SessionResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { user, sessionToken } = await accounts.login(request.ctx, request.body);
      return {
        user: toCurrentUser(user, request.ctx.clock.now()),
        csrfToken: reply.commitSession(sessionToken),
      };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Sign out: the session is revoked and a fresh guest session begins',
        response: { 200: SessionResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { sessionToken } = await accounts.logout(request.ctx);
      return {
        user: null,
        csrfToken: reply.commitSession(sessionToken),
        message: authMessages.loggedOut,
      };
    },
  );

  app.post(
    '/api/password/email',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Email a single-use password reset link (same answer for unknown emails)',
        body: PasswordResetRequestInput,
        response: { 200: MessageResponse, ...errors },
      },
    },
    (request) => accounts.requestPasswordReset(request.ctx, request.body),
  );

  app.post(
    '/api/password/reset',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a reset token; ends every other session',
        body: PasswordResetInput,
        response: { 200: SessionResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { user, sessionToken } = await accounts.resetPassword(request.ctx, request.body);
      return {
        user: toCurrentUser(user, request.ctx.clock.now()),
        csrfToken: reply.commitSession(sessionToken),
        message: authMessages.passwordReset,
      };
    },
  );
};
