import type { ChargeResult, RefundResult } from './payment-gateway.ts';

/** A charge as the sandbox records it. */
export interface SandboxCharge {
  idempotencyKey: string;
  token: string;
  amountCents: number;
  result: ChargeResult;
}

/** A refund as the sandbox records it. */
export interface SandboxRefund {
  idempotencyKey: string;
  chargeReference: string;
  amountCents: number;
  result: RefundResult;
}

/**
 * Where the sandbox gateway keeps its charges: one per idempotency key. `record` keeps the
 * charge unless its key is known, and answers the charge kept under the key either way, as a
 * real gateway answers a repeated request.
 */
export interface SandboxLedger {
  record(charge: SandboxCharge): Promise<SandboxCharge>;
  /** As `record`, for refunds: the first refund kept under its key is the answer. */
  recordRefund(refund: SandboxRefund): Promise<SandboxRefund>;
}

/** For unit tests and a single process: the charges live as long as the object. */
export class InMemoryLedger implements SandboxLedger {
  private readonly charges = new Map<string, SandboxCharge>();
  private readonly refunds = new Map<string, SandboxRefund>();

  async record(charge: SandboxCharge): Promise<SandboxCharge> {
    const earlier = this.charges.get(charge.idempotencyKey);
    if (earlier) return earlier;
    this.charges.set(charge.idempotencyKey, charge);
    return charge;
  }

  async recordRefund(refund: SandboxRefund): Promise<SandboxRefund> {
    const earlier = this.refunds.get(refund.idempotencyKey);
    if (earlier) return earlier;
    this.refunds.set(refund.idempotencyKey, refund);
    return refund;
  }
}
