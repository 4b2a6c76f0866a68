/**
 * What the store needs from a payment gateway. The card number and CVC go to `tokenize` and
 * nowhere else: the store keeps only the token, brand, last four digits and expiry.
 */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
  postalCode: string | null;
}

export interface CardToken {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type ChargeResult =
  { status: 'succeeded'; reference: string } | { status: 'declined'; message: string };

export type RefundResult =
  { status: 'succeeded'; reference: string } | { status: 'failed'; message: string };

export interface PaymentGateway {
  readonly name: string;
  /** Throws CardRejected when the card cannot be used at all. */
  tokenize(card: CardDetails): Promise<CardToken>;
  /** Charging twice with one idempotency key charges once and answers the first result again. */
  charge(request: {
    token: string;
    amountCents: number;
    idempotencyKey: string;
    description: string;
  }): Promise<ChargeResult>;
  /**
   * Gives back part or all of a charge (named by the reference its success answered). Refunding
   * twice with one idempotency key refunds once and answers the first result again.
   */
  refund(request: {
    chargeReference: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<RefundResult>;
}

export class CardRejected extends Error {
  constructor(
    message: string,
    readonly field: 'cc_num' | 'cc_exp_month' | 'cc_cvv',
  ) {
    super(message);
    this.name = 'CardRejected';
  }
}

/**
 * The gateway did not answer in time: the charge may or may not have happened. Asking again with
 * the same idempotency key answers the first charge's result, or makes it.
 */
export class GatewayTimeout extends Error {
  constructor(message = 'The payment gateway did not answer in time.') {
    super(message);
    this.name = 'GatewayTimeout';
  }
}

/** The gateway refused to take the request now (HTTP 429): try again after `retryAfterMs`. */
export class GatewayBusy extends Error {
  constructor(
    readonly retryAfterMs: number,
    message = 'The payment gateway is busy.',
  ) {
    super(message);
    this.name = 'GatewayBusy';
  }
}
