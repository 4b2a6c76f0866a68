import type { ChargeResult } from './payment-gateway.ts';

/** A charge as the sandbox records it. */
export interface SandboxCharge {
  idempotencyKey: string;
  token: string;
  amountCents: number;
  result: ChargeResult;
}

/**
 * Where the sandbox gateway keeps its charges: one per idempotency key. `record` keeps the
 * charge unless its key is known, and answers the charge kept under the key either way, as a
 * real gateway answers a repeated request.
 */
export interface SandboxLedger {
  record(charge: SandboxCharge): Promise<SandboxCharge>;
}

/** For unit tests and a single process: the charges live as long as the object. */
export class InMemoryLedger implements SandboxLedger {
  private readonly charges = new Map<string, SandboxCharge>();

  async record(charge: SandboxCharge): Promise<SandboxCharge> {
    const earlier = this.charges.get(charge.idempotencyKey);
    if (earlier) return earlier;
    this.charges.set(charge.idempotencyKey, charge);
    return charge;
  }
}
