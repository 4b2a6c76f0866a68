import * as z from 'zod/mini';
import { ChannelConfig, SiteConfig } from './config.ts';
import { CurrentUser } from './user.ts';

/** Error body of every failed API call. */
export const ApiError = z.object({
  message: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiError = z.infer<typeof ApiError>;

/** What the server inlines into index.html (and serves at /api/bootstrap in development). */
export const Bootstrap = z.object({
  csrfToken: z.string(),
  channel: ChannelConfig,
  site: SiteConfig,
  user: z.nullable(CurrentUser),
  sentryDsn: z.nullable(z.string()),
  /** Turns on the address autocomplete at checkout (spec §1); null: plain address fields. */
  mapsApiKey: z.nullable(z.string()),
  environment: z.string(),
  /** The store's time zone (IANA): deadlines and staff's times read in it, wherever staff are. */
  timeZone: z.string(),
});
export type Bootstrap = z.infer<typeof Bootstrap>;

/** Answer of login, register, reset and logout: the session rotated, so the CSRF token did too. */
export const SessionResponse = z.object({
  user: z.nullable(CurrentUser),
  csrfToken: z.string(),
  message: z.optional(z.string()),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** An account setting saved: the §8 success text and the user as it now is. */
export const AccountUpdated = z.object({ message: z.string(), user: CurrentUser });
export type AccountUpdated = z.infer<typeof AccountUpdated>;

/** X-Request-Metadata, spec §1. */
export const RequestMetadata = z.object({
  timestamp: z.string().check(z.maxLength(64)),
  client_user_agent: z.string().check(z.maxLength(1024)),
  custom_data: z.catch(
    z.object({
      _fbp: z.optional(z.string().check(z.maxLength(512))),
      _fbc: z.optional(z.string().check(z.maxLength(512))),
    }),
    {},
  ),
});
export type RequestMetadata = z.infer<typeof RequestMetadata>;

export const AnalyticsEventInput = z.object({
  name: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(64),
      z.regex(/^[a-z][a-z0-9_]*$/, 'Event names are lower_snake_case.'),
    ),
  properties: z._default(
    z.record(
      z.string().check(z.maxLength(64)),
      z.union([z.string().check(z.maxLength(2048)), z.number(), z.boolean(), z.null()]),
    ),
    {},
  ),
});
export type AnalyticsEventInput = z.infer<typeof AnalyticsEventInput>;

export const headerNames = {
  requestedWith: 'X-Requested-With',
  csrf: 'X-CSRF-TOKEN',
  metadata: 'X-Request-Metadata',
} as const;
