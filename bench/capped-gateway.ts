// A payment gateway with a rate cap and a latency, for the weekly cycle's benchmark
// (bench/weekly-cycle.mjs): it stands for a real gateway in front of the sandbox.
import {
  GatewayBusy,
  type CardDetails,
  type ChargeResult,
  type PaymentGateway,
} from '../apps/server/src/integrations/payments/payment-gateway.ts';

/**
 * Takes at most `perSecond` charges in any second (a sliding window over the instants it took
 * them) and answers each after `latencyMs`; over the cap it refuses at once with GatewayBusy and
 * the wait until a slot frees, as a gateway's 429 with Retry-After would. What it took is passed
 * on to the wrapped gateway (the sandbox and its ledger), and the instant of each answer kept.
 */
export class CappedGateway implements PaymentGateway {
  readonly name = 'capped';
  /** When each taken charge was taken (a ring of the last `perSecond`). */
  private readonly taken: number[] = [];
  /** When each charge was answered, in order. */
  readonly answeredAt: number[] = [];
  refusals = 0;
  /** Charges taken per idempotency key: each key should be taken once. */
  readonly takenPerKey = new Map<string, number>();

  constructor(
    private readonly inner: PaymentGateway,
    readonly perSecond: number,
    readonly latencyMs: number,
  ) {}

  tokenize(card: CardDetails) {
    return this.inner.tokenize(card);
  }

  refund(request: Parameters<PaymentGateway['refund']>[0]) {
    return this.inner.refund(request);
  }

  async charge(request: Parameters<PaymentGateway['charge']>[0]): Promise<ChargeResult> {
    const now = performance.now();
    if (this.taken.length >= this.perSecond) {
      const oldest = this.taken[this.taken.length - this.perSecond]!;
      const freeAt = oldest + 1000;
      if (freeAt > now) {
        this.refusals += 1;
        throw new GatewayBusy(Math.ceil(freeAt - now));
      }
    }
    this.taken.push(now);
    if (this.taken.length > this.perSecond * 4) this.taken.splice(0, this.perSecond * 3);
    this.takenPerKey.set(
      request.idempotencyKey,
      (this.takenPerKey.get(request.idempotencyKey) ?? 0) + 1,
    );
    await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    const result = await this.inner.charge(request);
    this.answeredAt.push(performance.now());
    return result;
  }
}
