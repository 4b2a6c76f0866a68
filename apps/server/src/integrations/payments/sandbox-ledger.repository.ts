import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import type { SandboxCharge, SandboxLedger } from './sandbox-ledger.ts';

interface ChargeRow {
  idempotency_key: string;
  token: string;
  amount_cents: number;
  status: 'succeeded' | 'declined';
  reference: string | null;
  message: string | null;
}

/**
 * The sandbox's ledger in the store's database (`sandbox_charges`), so every server process
 * shares it as they would share a real gateway: the unique key decides between two processes
 * charging the same key at once.
 */
export class DatabaseLedger implements SandboxLedger {
  constructor(private readonly db: DbOrTx) {}

  async record(charge: SandboxCharge): Promise<SandboxCharge> {
    const { result } = charge;
    const [row] = await queryRows<ChargeRow>(
      this.db,
      sql`WITH kept AS (
        INSERT INTO sandbox_charges (idempotency_key, token, amount_cents, status, reference, message)
        VALUES (${charge.idempotencyKey}, ${charge.token}, ${charge.amountCents}, ${result.status},
                ${result.status === 'succeeded' ? result.reference : null}::text,
                ${result.status === 'declined' ? result.message : null}::text)
        ON CONFLICT (idempotency_key) DO NOTHING
        RETURNING *
      )
      SELECT * FROM kept
      UNION ALL
      SELECT * FROM sandbox_charges
       WHERE idempotency_key = ${charge.idempotencyKey} AND NOT EXISTS (SELECT 1 FROM kept)`,
    );
    // A twin charging the same key at once: its insert won while this statement's snapshot was
    // taken, so the row is visible only to a new statement.
    const kept = row ?? (await this.find(charge.idempotencyKey));
    if (!kept) throw new Error(`the sandbox lost the charge ${charge.idempotencyKey}`);
    return toCharge(kept);
  }

  private async find(idempotencyKey: string): Promise<ChargeRow | undefined> {
    const [row] = await queryRows<ChargeRow>(
      this.db,
      sql`SELECT * FROM sandbox_charges WHERE idempotency_key = ${idempotencyKey}`,
    );
    return row;
  }
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
