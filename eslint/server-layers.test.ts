import { describe, expect, it } from 'vitest';
import { describeRepoCarries, layerLinter } from './layer-rules-harness';
import serverLayers from './server-layers.js';

const layerErrors = layerLinter(serverLayers);

const src = 'apps/server/src';
const drizzle = "import { eq } from 'drizzle-orm';\n";
const drizzleCore = "import { pgTable } from 'drizzle-orm/pg-core';\n";
const schemaFrom = (path: string) => `import { media } from '${path}';\n`;
const schemaTypeFrom = (path: string) => `import type { MediaRow } from '${path}';\n`;

describe('Drizzle and the schema only in repositories and src/db/', () => {
  it.each([
    ['a route', `${src}/modules/media/media.routes.ts`, drizzle],
    ['a service', `${src}/modules/media/media.service.ts`, drizzleCore],
    ['a use case', `${src}/modules/checkout/place-order.ts`, schemaFrom('../../db/schema.ts')],
    ['a type from the schema', `${src}/modules/orders/x.ts`, schemaTypeFrom('../../db/schema')],
    ['a plugin', `${src}/plugins/request-context.ts`, drizzle],
    ['a job', `${src}/jobs/job-queue.ts`, schemaFrom('../db/schema.ts')],
    ['an integration', `${src}/integrations/email/mailer.ts`, drizzle],
    ['the app', `${src}/app.ts`, schemaFrom('./db/schema.ts')],
  ])('refuses them in %s', async (_, filePath, code) => {
    const errors = await layerErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^no-restricted-imports: .*Only \*\.repository\.ts files and src\/db\//,
    );
  });

  it.each([
    ['a repository', `${src}/modules/media/media.repository.ts`, '../../db/schema.ts'],
    ['a repository outside modules/', `${src}/jobs/maintenance.repository.ts`, '../db/schema.ts'],
    [
      'an integration repository',
      `${src}/integrations/email/outbox.repository.ts`,
      '../../db/schema.ts',
    ],
    ['src/db/', `${src}/db/seed.ts`, './schema.ts'],
  ])('allows them in %s', async (_, filePath, schemaPath) => {
    expect(await layerErrors(filePath, drizzle + drizzleCore + schemaFrom(schemaPath))).toEqual([]);
  });

  it('allows everything else a service, plugin or job imports', async () => {
    const code = [
      "import type { Db } from '../../db/client.ts';",
      "import type { ServiceContext } from '../service-context.ts';",
      "import { findMediaByPath } from './media.repository.ts';",
      "import * as z from 'zod/mini';",
    ].join('\n');
    expect(await layerErrors(`${src}/modules/media/media.service.ts`, code)).toEqual([]);
    const plugin = "import { findUserBySession } from '../modules/accounts/users.repository.ts';";
    expect(await layerErrors(`${src}/plugins/request-context.ts`, plugin)).toEqual([]);
    const job = "import { purgeExpired } from './maintenance.repository.ts';";
    expect(await layerErrors(`${src}/jobs/job-queue.ts`, job)).toEqual([]);
  });

  it('leaves tests outside src/ and the web alone', async () => {
    expect(await layerErrors('apps/server/test/cart.test.ts', drizzle)).toEqual([]);
    expect(await layerErrors('apps/web/src/lib/http.ts', drizzle)).toEqual([]);
  });

  it('also catches a re-export', async () => {
    const code = "export { media } from '../../db/schema.ts';\n";
    expect(await layerErrors(`${src}/modules/media/media.service.ts`, code)).toHaveLength(1);
  });
});

describe('src/lib/ never imports src/modules/', () => {
  it.each([
    "import type { ResolvedChannel } from '../modules/channels/channels.service.ts';",
    "import { SessionsWithoutUser } from '../modules/accounts/sessions-without-user.ts';",
    "export * from '../modules/cart/cart-mappers.ts';",
  ])('refuses %s', async (code) => {
    const errors = await layerErrors(`${src}/lib/tokens.ts`, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/src\/lib\/ never imports src\/modules\//);
  });

  it('keeps the database rule in lib/ too', async () => {
    const errors = await layerErrors(`${src}/lib/weeks.ts`, drizzle);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Only \*\.repository\.ts files/);
  });

  it('allows lib/, db/client, env, integrations and packages', async () => {
    const code = [
      "import { sha256 } from './tokens.ts';",
      "import type { Db } from '../db/client.ts';",
      "import type { Env } from '../env.ts';",
      "import type { Mailer } from '../integrations/email/mailer.ts';",
      "import type { RequestMetadata } from '@mealbox/contracts';",
    ].join('\n');
    expect(await layerErrors(`${src}/lib/tokens.ts`, code)).toEqual([]);
  });
});

describeRepoCarries(serverLayers, [
  [`${src}/modules/media/media.routes.ts`, 'server-layers/database-in-repositories'],
  [`${src}/lib/tokens.ts`, 'server-layers/lib-below-modules'],
]);
