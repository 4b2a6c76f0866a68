import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { SandboxGateway } from '../src/integrations/payments/sandbox-gateway.ts';
import {
  DatabaseLedger,
  listSandboxCharges,
} from '../src/integrations/payments/sandbox-ledger.repository.ts';
import { createTestDatabase } from './support/test-database.ts';

let database: Database & { url?: string };
/** A second process's connections to the same database (PostgreSQL), or the same handle. */
let other: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  other = database.url ? openDatabase({ url: database.url, dataDir: '', poolSize: 10 }) : database;
});
afterAll(async () => {
  if (other !== database) await other.close();
  await database.close();
});

describe("the sandbox gateway's ledger in the database", () => {
  it('answers two processes charging the same keys at once with one charge per key, kept once', async () => {
    const gateways = [database, other].map((d) => new SandboxGateway(new DatabaseLedger(d.db)));
    const keys = Array.from({ length: 200 }, (_, i) => `twin-${i}`);
    const answers = await Promise.all(
      keys.flatMap((key) =>
        gateways.map((gateway) =>
          gateway.charge({
            token: 'tok_sandbox_twin',
            amountCents: 4200,
            idempotencyKey: key,
            description: 'a box',
          }),
        ),
      ),
    );
    for (let i = 0; i < keys.length; i += 1) {
      expect(answers[2 * i]?.status).toBe('succeeded');
      expect(answers[2 * i + 1]).toEqual(answers[2 * i]);
    }
    const kept = (await listSandboxCharges(database.db)).filter((c) =>
      c.idempotency_key.startsWith('twin-'),
    );
    expect(kept).toHaveLength(keys.length);
  });
});

describe('charges asked for at the same moment in one process', () => {
  it('keeps more charges than one statement takes, each answered as its own, once per key', async () => {
    const gateway = new SandboxGateway(new DatabaseLedger(database.db));
    const keys = Array.from({ length: 1200 }, (_, i) => `many-${i % 600}`);
    const answers = await Promise.all(
      keys.map((key, i) =>
        gateway.charge({
          token: i % 600 === 7 ? 'tok_sandbox_decline_many' : 'tok_sandbox_many',
          amountCents: 1000 + (i % 600),
          idempotencyKey: key,
          description: 'a box',
        }),
      ),
    );
    for (let i = 0; i < 600; i += 1) expect(answers[i + 600]).toEqual(answers[i]);
    expect(answers[7]?.status).toBe('declined');
    expect(answers[8]?.status).toBe('succeeded');
    const kept = (await listSandboxCharges(database.db)).filter((c) =>
      c.idempotency_key.startsWith('many-'),
    );
    expect(kept).toHaveLength(600);
    expect(new Set(kept.map((c) => c.amount_cents)).size).toBe(600);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  'the ledger under a twin (PostgreSQL)',
  () => {
    it("answers the twin's charge when the twin's insert commits while this one waits on it", async () => {
      const twin = new pg.Client({ connectionString: database.url });
      await twin.connect();
      try {
        await twin.query('BEGIN');
        await twin.query(
          `INSERT INTO sandbox_charges (idempotency_key, token, amount_cents, status, reference)
         VALUES ('held-key', 'tok_sandbox_twin', 4200, 'succeeded', 'ch_sandbox_first')`,
        );
        const gateway = new SandboxGateway(new DatabaseLedger(other.db));
        const waiting = gateway.charge({
          token: 'tok_sandbox_twin',
          amountCents: 4200,
          idempotencyKey: 'held-key',
          description: 'a box',
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        await twin.query('COMMIT');
        await expect(waiting).resolves.toEqual({
          status: 'succeeded',
          reference: 'ch_sandbox_first',
        });
      } finally {
        await twin.end();
      }
    });
  },
);
