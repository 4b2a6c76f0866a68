import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const DEV_SECRET = 'development-only-secret-change-me-in-production';

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('localhost'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z.string().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().default('./data'),
    SESSION_SECRET: z.string().min(32).default(DEV_SECRET),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    STORE_TIMEZONE: z.string().default('America/New_York'),
    /**
     * Moves the store's clock outside production (lib/clock.ts): `+2d`, `at:<instant>` (runs on
     * from there) or `pin:<instant>` (stands still). The weekly cycle follows it.
     */
    STORE_CLOCK: z.string().optional(),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Mealbox <hello@mealbox.test>'),
    SENTRY_DSN: z.string().optional(),
    MAPS_API_KEY: z.string().optional(),
    /** An email-marketing vendor's endpoint; without it events stay first-party only. */
    EMAIL_MARKETING_URL: z.url().optional(),
    EMAIL_MARKETING_API_KEY: z.string().optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    WEB_DIST: z.string().optional(),
    CHANNEL_OVERRIDE: booleanFlag.optional(),
    TRUST_PROXY: booleanFlag.default(false),
    LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    LOGIN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
    RESET_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    RESET_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
    /**
     * How long a batch job of the weekly cycle may run before the job queue hands it to another
     * worker (its process died): longer than any batch takes.
     */
    CYCLE_BATCH_EXPIRE_SECONDS: z.coerce.number().int().min(1).default(600),
    /**
     * A run none of whose batches ended for this long, by the store's clock, has its unfinished
     * batches handed out again by the tick: longer than a batch job may run.
     */
    CYCLE_STALLED_AFTER_SECONDS: z.coerce.number().int().min(1).default(900),
  })
  .transform((env) => {
    const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    return {
      ...env,
      PUBLIC_URL: publicUrl,
      /**
       * Whether customers reach the store over https (its PUBLIC_URL): then the session cookie is
       * Secure and browsers are told to use https only (HSTS). A store on plain http (a
       * developer's machine, a benchmark on loopback) gets neither, or it could not sign in.
       */
      HTTPS: publicUrl.startsWith('https://'),
      CHANNEL_OVERRIDE: env.CHANNEL_OVERRIDE ?? env.NODE_ENV !== 'production',
    };
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.SESSION_SECRET !== DEV_SECRET, {
    message: 'SESSION_SECRET must be set in production',
    path: ['SESSION_SECRET'],
  })
  .refine((env) => env.CYCLE_STALLED_AFTER_SECONDS > env.CYCLE_BATCH_EXPIRE_SECONDS, {
    message: 'a run is stalled only after longer than a batch job may run',
    path: ['CYCLE_STALLED_AFTER_SECONDS'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.STORE_CLOCK === undefined, {
    message: 'STORE_CLOCK moves time for tests and demos; production runs on real time',
    path: ['STORE_CLOCK'],
  });

export type Env = z.infer<typeof EnvSchema>;

/** The only place that reads process.env. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
