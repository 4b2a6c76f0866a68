import { z } from 'zod';
import { ChannelConfig, SiteConfig } from './config.ts';
import { CurrentUser } from './user.ts';

/** Error body of every failed API call. */
export const ApiError = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

/** What the server inlines into index.html (and serves at /api/bootstrap in development). */
export const Bootstrap = z.object({
  csrfToken: z.string(),
  channel: ChannelConfig,
  site: SiteConfig,
  user: CurrentUser.nullable(),
  sentryDsn: z.string().nullable(),
  environment: z.string(),
});
export type Bootstrap = z.infer<typeof Bootstrap>;

/** Answer of login, register, reset and logout: the session rotated, so the CSRF token did too. */
export const SessionResponse = z.object({
  user: CurrentUser.nullable(),
  csrfToken: z.string(),
  message: z.string().optional(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** X-Request-Metadata, spec §1. */
export const RequestMetadata = z.object({
  timestamp: z.string().max(64),
  client_user_agent: z.string().max(1024),
  custom_data: z
    .object({ _fbp: z.string().max(512).optional(), _fbc: z.string().max(512).optional() })
    .catch({}),
});
export type RequestMetadata = z.infer<typeof RequestMetadata>;

export const AnalyticsEventInput = z.object({
  name: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z][a-z0-9_]*$/, 'Event names are lower_snake_case.'),
  properties: z.record(z.string(), z.union([z.string().max(2048), z.number(), z.boolean(), z.null()])).default({}),
});
export type AnalyticsEventInput = z.infer<typeof AnalyticsEventInput>;

export const headerNames = {
  requestedWith: 'X-Requested-With',
  csrf: 'X-CSRF-TOKEN',
  metadata: 'X-Request-Metadata',
} as const;
