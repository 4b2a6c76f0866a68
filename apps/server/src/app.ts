import { fileURLToPath } from 'node:url';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { openDatabase, type Database } from './db/client.ts';
import type { Env } from './env.ts';
import { clockFromSetting, type Clock } from './lib/clock.ts';
import { initErrorReporting } from './integrations/errors/error-reporting.ts';
import { Mailer } from './integrations/email/mailer.ts';
import type { PaymentGateway } from './integrations/payments/payment-gateway.ts';
import { SandboxGateway } from './integrations/payments/sandbox-gateway.ts';
import { DatabaseLedger } from './integrations/payments/sandbox-ledger.repository.ts';
import { emailMarketingFrom } from './integrations/marketing/email-marketing.ts';
import { accountSettingsRoutes } from './modules/accounts/account-settings.routes.ts';
import { subscriptionRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { preferenceRoutes } from './modules/preferences/preferences.routes.ts';
import { accountRoutes } from './modules/accounts/accounts.routes.ts';
import { affiliateRoutes } from './modules/affiliates/affiliates.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { CatalogJson } from './modules/catalog/catalog-json.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { channelRoutes } from './modules/channels/channels.routes.ts';
import { channelsAdminRoutes } from './modules/channels/channels-admin.routes.ts';
import { ChannelDirectory } from './modules/channels/channels.service.ts';
import { giftCardRoutes } from './modules/gift-cards/gift-cards.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { webAppRoutes } from './modules/web-app/web-app.routes.ts';
import { CycleRunner } from './modules/weekly-cycle/run-cycle.ts';
import { weeklyCycleAdminRoutes } from './modules/weekly-cycle/weekly-cycle-admin.routes.ts';
import { auditAdminRoutes } from './modules/audit/audit-admin.routes.ts';
import { usersAdminRoutes } from './modules/accounts/users-admin.routes.ts';
import { ordersAdminRoutes } from './modules/orders/orders-admin.routes.ts';
import { menusAdminRoutes } from './modules/catalog/menus-admin.routes.ts';
import { menuItemsAdminRoutes } from './modules/catalog/menu-items-admin.routes.ts';
import { discountsAdminRoutes } from './modules/discounts/discounts-admin.routes.ts';
import { giftCardsAdminRoutes } from './modules/gift-cards/gift-cards-admin.routes.ts';
import { reportsAdminRoutes } from './modules/reports/reports-admin.routes.ts';
import { dashboardAdminRoutes } from './modules/reports/dashboard-admin.routes.ts';
import { kitchenAdminRoutes } from './modules/reports/kitchen-admin.routes.ts';
import { subscriberWeeksAdminRoutes } from './modules/weekly-cycle/subscriber-weeks-admin.routes.ts';
import { operationsAdminRoutes } from './modules/operations/operations-admin.routes.ts';
import { adminApi, type AdminRoute } from './plugins/admin-api.ts';
import { preselectionRoutes } from './modules/weekly-cycle/preselection.routes.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { csrfGuard } from './plugins/csrf.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { requestContext } from './plugins/request-context.ts';

export interface BuildAppOptions {
  env: Env;
  /** An open database; by default one is opened from the environment. */
  database?: Database;
  /** Logger override (tests pass false). */
  logger?: boolean;
  /** The payment gateway; the sandbox by default. */
  payments?: PaymentGateway;
  /** The store's clock; by default real time, moved by STORE_CLOCK outside production. */
  clock?: Clock;
}

export interface AppServices {
  database: Database;
  mailer: Mailer;
  channels: ChannelDirectory;
  payments: PaymentGateway;
  clock: Clock;
  /** The weekly cycle: what it runs on and where its batches go (the job queue, once up). */
  cycle: CycleRunner;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

const defaultDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Card fields and secrets never reach the logs. */
const redact = {
  paths: [
    'req.headers.cookie',
    'req.headers["x-csrf-token"]',
    'res.headers["set-cookie"]',
    '*.password',
    '*.new_password',
    '*.new_password_confirm',
    '*.password_confirm',
    '*.cc_num',
    '*.cc_cvv',
    '*.token',
  ],
  censor: '[redacted]',
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const headers = securityHeaders(env);
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            redact,
            ...(env.NODE_ENV === 'development' ? { transport: undefined } : {}),
          },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    frameworkErrors: headers.frameworkErrors,
    // Registering the routes (the page renderer above all) can take seconds on a loaded machine.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    options.database ??
    openDatabase({
      url: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolSize: env.DATABASE_POOL_SIZE,
    });
  const ownsDatabase = !options.database;
  const mailer = new Mailer(
    database.db,
    { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logOutbox: env.NODE_ENV === 'development' },
    app.log,
  );
  const channels = new ChannelDirectory(database.db);
  const payments = options.payments ?? new SandboxGateway(new DatabaseLedger(database.db));
  const clock = options.clock ?? clockFromSetting(env.STORE_CLOCK);
  const marketing = emailMarketingFrom(env);
  const cycle = new CycleRunner({
    db: database.db,
    env,
    clock,
    log: app.log,
    mailer,
    payments,
    marketing,
    channels,
  });
  app.decorate('services', { database, mailer, channels, payments, clock, cycle });

  const errors = initErrorReporting({ dsn: env.SENTRY_DSN, environment: env.NODE_ENV });

  // A route under /api/admin outside the admin API would not be behind its guard.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/admin') && !route.prefix.startsWith('/api/admin')) {
      throw new Error(`${route.url}: admin routes are registered through the admin API`);
    }
  });
  await app.register(headers.plugin);
  await app.register(fastifyCookie);
  // Only where a route asks (reply.compress): the pages. Assets are compressed at build time.
  await app.register(fastifyCompress, {
    global: false,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(errorHandler, { report: errors.report });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Mealbox storefront API', version: '0.1.0' },
      components: {
        securitySchemes: {
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-TOKEN' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(requestContext, {
    db: database.db,
    env,
    channels,
    mailer,
    payments,
    marketing,
    clock,
  });
  await app.register(csrfGuard, { env });

  await app.register(healthRoutes(database));
  await app.register(channelRoutes);
  await app.register(accountRoutes);
  await app.register(accountSettingsRoutes, { cycle });
  await app.register(preselectionRoutes);
  await app.register(subscriptionRoutes);
  await app.register(preferenceRoutes);
  await app.register(affiliateRoutes);
  const catalogJson = new CatalogJson();
  await app.register(catalogRoutes, { json: catalogJson });
  await app.register(cartRoutes);
  await app.register(giftCardRoutes);
  await app.register(checkoutRoutes);
  await app.register(analyticsRoutes);
  await app.register(mediaRoutes);
  const adminRoutes: AdminRoute[] = [];
  app.decorate('adminRoutes', adminRoutes);
  await app.register(adminApi, {
    prefix: '/api/admin',
    registry: adminRoutes,
    routes: async (admin) => {
      await admin.register(weeklyCycleAdminRoutes, { runner: cycle });
      await admin.register(auditAdminRoutes);
      await admin.register(channelsAdminRoutes);
      await admin.register(usersAdminRoutes, { channels });
      await admin.register(ordersAdminRoutes, { channels });
      await admin.register(menusAdminRoutes, { catalog: catalogJson });
      await admin.register(menuItemsAdminRoutes, { catalog: catalogJson });
      await admin.register(discountsAdminRoutes);
      await admin.register(giftCardsAdminRoutes);
      await admin.register(reportsAdminRoutes);
      await admin.register(dashboardAdminRoutes);
      await admin.register(kitchenAdminRoutes);
      await admin.register(subscriberWeeksAdminRoutes);
      await admin.register(operationsAdminRoutes);
    },
  });
  await app.register(webAppRoutes, {
    env,
    distDir: env.WEB_DIST ?? defaultDist,
    catalogJson,
  });

  app.addHook('onClose', async () => {
    await mailer.stop();
    await errors.flush();
    if (ownsDatabase) await database.close();
  });

  return app;
}
