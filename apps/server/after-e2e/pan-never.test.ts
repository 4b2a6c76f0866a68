// Run by `npm test` after the end-to-end suite (the vitest project `after-e2e`): what the
// journeys left behind in the shared end-to-end server's database, its logs and the mails it
// sent, read once that server has stopped (e2e/support/start-server.mjs keeps them).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../src/db/client.ts';
import { cardDataIn, E2E_CARD_NUMBERS } from './card-data.ts';

const e2e = fileURLToPath(new URL('../../../e2e/', import.meta.url));

/** The files of the folders of every end-to-end run's servers named `prefix` (`.logs`, `.mail-…`). */
function filesUnder(prefix: string): string[] {
  return readdirSync(e2e)
    .filter((name) => name === prefix || name.startsWith(`${prefix}-`))
    .flatMap((folder) =>
      readdirSync(join(e2e, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name)),
    );
}

/** Each file's card data, for the files that have any. */
function leaksIn(files: string[]): Record<string, string[]> {
  return Object.fromEntries(
    files
      .map((file) => [file, cardDataIn(readFileSync(file, 'utf8'))] as const)
      .filter(([, found]) => found.length > 0),
  );
}

describe('pan-never', () => {
  describe('what it looks for', () => {
    it('finds a card number however it is spaced, and a CVC beside its field name', () => {
      expect(cardDataIn('card 4242 4242 4242 4242 ok')).toEqual(['4242 4242 4242 4242']);
      expect(cardDataIn('{"cc_num":"4000-0000-0000-0002"}')).toEqual(['4000-0000-0000-0002']);
      expect(cardDataIn('number=5555555555554444')).toEqual(['5555555555554444']);
      expect(cardDataIn('{"cc_cvv":"737"}')).toEqual(['cc_cvv":"737']);
      expect(cardDataIn('CVC: 737')).toEqual(['CVC: 737']);
    });

    it('passes over what only looks like one: a timestamp, a card ending, 737 cents, decimals, a key', () => {
      expect(
        cardDataIn(
          'at 1795925570743, ending in 4242, 737 cents, took 4.0168499999982 ms, key 5ea32-4904-9899-610b',
        ),
      ).toEqual([]);
      // 16 digits that fail Luhn, as a mistyped card the form refuses.
      expect(cardDataIn('4242424242424241')).toEqual([]);
    });
  });

  describe('after the end-to-end suite', () => {
    let database: Database;
    const dataRoot = join(e2e, '.data');

    beforeAll(async () => {
      const runs = existsSync(dataRoot) ? readdirSync(dataRoot).sort() : [];
      const latest = runs.at(-1);
      if (!latest)
        throw new Error(`No end-to-end store in ${dataRoot}: run the end-to-end suite first`);
      database = openDatabase({ dataDir: join(dataRoot, latest) });
    }, 60_000);
    afterAll(async () => {
      await database?.close();
    });

    it('took cards through checkout and the payment form, so there was card data to keep', async () => {
      const [row] = await queryRows<{ paid: number; cards: number }>(
        database.db,
        sql`SELECT (SELECT count(*)::int FROM payments WHERE status = 'succeeded') AS paid,
                   (SELECT count(*)::int FROM users WHERE card_last4 IS NOT NULL) AS cards`,
      );
      expect(row?.paid).toBeGreaterThan(10);
      expect(row?.cards).toBeGreaterThan(10);
    });

    it('leaves no card number or CVC in any table of the database, the outbox included', async () => {
      const tables = await queryRows<{ schema: string; name: string }>(
        database.db,
        sql`SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
             WHERE table_type = 'BASE TABLE'
               AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
      );
      expect(tables.map((t) => t.name)).toContain('email_outbox');
      const leaks: Record<string, string[]> = {};
      for (const { schema, name } of tables) {
        const rows = await queryRows<{ row: string }>(
          database.db,
          sql`SELECT x::text AS row FROM ${sql.identifier(schema)}.${sql.identifier(name)} x`,
        );
        const found = cardDataIn(rows.map((r) => r.row).join('\n'));
        if (found.length > 0) leaks[`${schema}.${name}`] = found;
      }
      expect(leaks).toEqual({});
    });

    it('leaves none in the servers’ logs', () => {
      const logs = filesUnder('.logs');
      expect(logs.length).toBeGreaterThan(0);
      // The journeys' requests were logged (and so could have leaked): at least a checkout.
      expect(logs.some((file) => readFileSync(file, 'utf8').includes('/api/checkout'))).toBe(true);
      expect(leaksIn(logs)).toEqual({});
    });

    it('leaves none in the mails it sent', () => {
      const mails = filesUnder('.mail');
      expect(mails.length).toBeGreaterThan(0);
      expect(leaksIn(mails)).toEqual({});
    });

    it('names the end-to-end cards it looks for, as the journeys type them', () => {
      const shop = readFileSync(join(e2e, 'support', 'shop.ts'), 'utf8');
      for (const card of E2E_CARD_NUMBERS) expect(shop).toContain(card);
    });
  });
});
