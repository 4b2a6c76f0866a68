import { randomToken } from '../../lib/tokens.ts';
import { InMemoryLedger, type SandboxLedger } from './sandbox-ledger.ts';
import { cardBrand, isUnexpired, normalizeCardNumber, passesLuhn } from './card-numbers.ts';
import {
  CardRejected,
  type CardDetails,
  type CardToken,
  type ChargeResult,
  type PaymentGateway,
  type RefundResult,
} from './payment-gateway.ts';

/** The test card every sandbox charge declines (product decisions, "Integrations"). */
export const DECLINED_TEST_CARD = '4000000000000002';
export const DECLINE_MESSAGE = 'Your card was declined. Please use a different card.';
export const UNKNOWN_CHARGE_MESSAGE = 'The gateway has no such charge to refund.';

/**
 * The default gateway: accepts Luhn-valid test numbers and declines 4000000000000002 when it is
 * charged, like a real sandbox. It never keeps a card number; the decline is a property of the
 * token it issued. Its charges are kept in a ledger, one per idempotency key (the store's
 * database in the app, so that every process shares it).
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';

  constructor(private readonly ledger: SandboxLedger = new InMemoryLedger()) {}

  async tokenize(card: CardDetails): Promise<CardToken> {
    const digits = normalizeCardNumber(card.number);
    if (digits.length < 13 || digits.length > 16 || !passesLuhn(digits)) {
      throw new CardRejected('Please enter a valid credit card number', 'cc_num');
    }
    if (!isUnexpired(card.expMonth, card.expYear, new Date())) {
      throw new CardRejected('This card has expired.', 'cc_exp_month');
    }
    if (!/^\d{3,4}$/.test(card.cvc))
      throw new CardRejected('Please enter a valid security code.', 'cc_cvv');
    const declines = digits === DECLINED_TEST_CARD;
    return {
      token: `tok_sandbox_${declines ? 'decline_' : ''}${randomToken(12)}`,
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
  }

  async charge(request: Parameters<PaymentGateway['charge']>[0]): Promise<ChargeResult> {
    const result: ChargeResult =
      request.token.startsWith('tok_sandbox_decline_') || !request.token.startsWith('tok_sandbox_')
        ? { status: 'declined', message: DECLINE_MESSAGE }
        : { status: 'succeeded', reference: `ch_sandbox_${randomToken(12)}` };
    const kept = await this.ledger.record({
      idempotencyKey: request.idempotencyKey,
      token: request.token,
      amountCents: request.amountCents,
      result,
    });
    return kept.result;
  }

  async refund(request: Parameters<PaymentGateway['refund']>[0]): Promise<RefundResult> {
    const result: RefundResult = request.chargeReference.startsWith('ch_sandbox_')
      ? { status: 'succeeded', reference: `re_sandbox_${randomToken(12)}` }
      : { status: 'failed', message: UNKNOWN_CHARGE_MESSAGE };
    const kept = await this.ledger.recordRefund({
      idempotencyKey: request.idempotencyKey,
      chargeReference: request.chargeReference,
      amountCents: request.amountCents,
      result,
    });
    return kept.result;
  }
}
