import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import type { SandboxCharge, SandboxLedger, SandboxRefund } from './sandbox-ledger.ts';

interface ChargeRow {
  idempotency_key: string;
  token: string;
  amount_cents: number;
  status: 'succeeded' | 'declined';
  reference: string | null;
  message: string | null;
}

/** Charges kept by one statement at most (its JSON stays small). */
const MOST_AT_ONCE = 500;

interface Waiting {
  charge: SandboxCharge;
  resolve: (kept: SandboxCharge) => void;
  reject: (error: unknown) => void;
}

/**
 * The sandbox's ledger in the store's database (`sandbox_charges`), so every server process
 * shares it as they would share a real gateway: the unique key decides between two processes
 * charging the same key at once. Charges asked for at the same moment (a weekly lock charges many
 * at once) are kept by one statement, as a real gateway takes many requests at once; each caller
 * still gets its own answer.
 */
export class DatabaseLedger implements SandboxLedger {
  private waiting: Waiting[] = [];

  constructor(private readonly db: DbOrTx) {}

  record(charge: SandboxCharge): Promise<SandboxCharge> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) setImmediate(() => this.flush());
      this.waiting.push({ charge, resolve, reject });
    });
  }

  private flush(): void {
    while (this.waiting.length > 0) {
      const taken = this.waiting.splice(0, MOST_AT_ONCE);
      this.keep(taken).then(
        (kept) => {
          for (const w of taken) {
            const row = kept.get(w.charge.idempotencyKey);
            if (row) w.resolve(toCharge(row));
            else w.reject(new Error(`the sandbox lost the charge ${w.charge.idempotencyKey}`));
          }
        },
        (error: unknown) => {
          for (const w of taken) w.reject(error);
        },
      );
    }
  }

  /** The charges kept under the keys: made now, or made before (by this key's first charge). */
  private async keep(taken: readonly Waiting[]): Promise<Map<string, ChargeRow>> {
    const byKey = new Map(taken.map((w) => [w.charge.idempotencyKey, w.charge]));
    const input = JSON.stringify(
      [...byKey.values()].map(({ idempotencyKey, token, amountCents, result }) => ({
        idempotency_key: idempotencyKey,
        token,
        amount_cents: amountCents,
        status: result.status,
        reference: result.status === 'succeeded' ? result.reference : null,
        message: result.status === 'declined' ? result.message : null,
      })),
    );
    const rows = await queryRows<ChargeRow>(
      this.db,
      sql`WITH input AS (
        SELECT * FROM jsonb_to_recordset(${input}::jsonb) AS x (idempotency_key text, token text,
               amount_cents integer, status text, reference text, message text)
      ), kept AS (
        INSERT INTO sandbox_charges (idempotency_key, token, amount_cents, status, reference, message)
        SELECT idempotency_key, token, amount_cents, status, reference, message
          FROM input ORDER BY idempotency_key
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING *
      )
      SELECT * FROM kept
      UNION ALL
      SELECT * FROM sandbox_charges
       WHERE idempotency_key IN (SELECT idempotency_key FROM input)
         AND idempotency_key NOT IN (SELECT idempotency_key FROM kept)`,
    );
    const kept = new Map(rows.map((r) => [r.idempotency_key, r]));
    // A twin charging the same key at once: its insert won while this statement's snapshot was
    // taken, so its row is visible only to a new statement.
    const missing = [...byKey.keys()].filter((key) => !kept.has(key));
    if (missing.length > 0) {
      for (const row of await queryRows<ChargeRow>(
        this.db,
        sql`SELECT * FROM sandbox_charges
             WHERE idempotency_key IN (SELECT jsonb_array_elements_text(${JSON.stringify(missing)}::jsonb))`,
      )) {
        kept.set(row.idempotency_key, row);
      }
    }
    return kept;
  }

  async recordRefund(refund: SandboxRefund): Promise<SandboxRefund> {
    const { result } = refund;
    await queryRows(
      this.db,
      sql`INSERT INTO sandbox_refunds (idempotency_key, charge_reference, amount_cents, status, reference, message)
          VALUES (${refund.idempotencyKey}, ${refund.chargeReference}, ${refund.amountCents}, ${result.status},
                  ${result.status === 'succeeded' ? result.reference : null},
                  ${result.status === 'failed' ? result.message : null})
          ON CONFLICT (idempotency_key) DO NOTHING`,
    );
    const [row] = await queryRows<RefundRow>(
      this.db,
      sql`SELECT * FROM sandbox_refunds WHERE idempotency_key = ${refund.idempotencyKey}`,
    );
    if (!row) throw new Error(`the sandbox lost the refund ${refund.idempotencyKey}`);
    return {
      idempotencyKey: row.idempotency_key,
      chargeReference: row.charge_reference,
      amountCents: row.amount_cents,
      result:
        row.status === 'succeeded'
          ? { status: 'succeeded', reference: row.reference ?? '' }
          : { status: 'failed', message: row.message ?? '' },
    };
  }
}

interface RefundRow {
  idempotency_key: string;
  charge_reference: string;
  amount_cents: number;
  status: 'succeeded' | 'failed';
  reference: string | null;
  message: string | null;
}

function toCharge(row: ChargeRow): SandboxCharge {
  return {
    idempotencyKey: row.idempotency_key,
    token: row.token,
    amountCents: row.amount_cents,
    result:
      row.status === 'succeeded'
        ? { status: 'succeeded', reference: row.reference ?? '' }
        : { status: 'declined', message: row.message ?? '' },
  };
}

/** Every successful charge the sandbox made, by idempotency key (tests check for doubles). */
export async function listSandboxCharges(db: DbOrTx) {
  return queryRows<ChargeRow>(db, sql`SELECT * FROM sandbox_charges ORDER BY idempotency_key`);
}
