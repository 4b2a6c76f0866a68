import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountUpdated,
  ApiError,
  fallbackErrors,
  PaymentMethodInput,
  ShippingAddressInput,
  UpdateEmailInput,
  UpdatePasswordInput,
} from '@mealbox/contracts';
import type { CycleRunner } from '../weekly-cycle/run-cycle.ts';
import * as settings from './account-settings.service.ts';

const errors = { 401: ApiError, 409: ApiError, 422: ApiError, 429: ApiError };

/** The signed-in customer's own settings (spec §7, the account page's calls). */
export const accountSettingsRoutes: FastifyPluginAsyncZod<{ cycle: CycleRunner }> = async (
  app,
  { cycle },
) => {
  app.post(
    '/api/user/updateShippingAddress',
    {
      config: { fallbackMessage: fallbackErrors.address },
      schema: {
        tags: ['accounts'],
        summary: 'Save the shipping address the next checkout starts from',
        body: ShippingAddressInput,
        response: { 200: AccountUpdated, ...errors },
      },
    },
    (request) => settings.updateShippingAddress(request.ctx, request.body),
  );

  app.post(
    '/api/user/updatePassword',
    {
      config: { fallbackMessage: fallbackErrors.password },
      schema: {
        tags: ['accounts'],
        summary: 'Change the password, given the current one; ends every other session',
        body: UpdatePasswordInput,
        response: { 200: AccountUpdated, ...errors },
      },
    },
    (request) => settings.updatePassword(request.ctx, request.body),
  );

  app.post(
    '/api/user/updateEmail',
    {
      config: { fallbackMessage: fallbackErrors.email },
      schema: {
        tags: ['accounts'],
        summary:
          'Change the email address (unique whatever its case); a notice goes to the old one',
        body: UpdateEmailInput,
        response: { 200: AccountUpdated, ...errors },
      },
    },
    (request) => settings.updateEmail(request.ctx, request.body),
  );

  app.post(
    '/api/user/updatePaymentMethod',
    {
      config: { fallbackMessage: fallbackErrors.payment },
      schema: {
        tags: ['accounts'],
        summary:
          'Replace the card on file (tokenized by the gateway; the number and CVC are never kept)',
        body: PaymentMethodInput,
        response: { 200: AccountUpdated, ...errors },
      },
    },
    (request) => settings.updatePaymentMethod(request.ctx, request.body, cycle.services),
  );
};
