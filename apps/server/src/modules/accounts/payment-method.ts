import type { PaymentMethodInput } from '@mealbox/contracts';
import type { NewCardOnFile } from './users.repository.ts';
import { CardRejected } from '../../integrations/payments/payment-gateway.ts';
import { ValidationFailed } from '../../lib/errors.ts';
import type { ServiceContext } from '../service-context.ts';

/** A card the gateway has tokenized, and what the customer's record keeps of it. */
export interface TokenizedCard {
  token: string;
  newCard: NewCardOnFile;
}

/**
 * Hands the card to the gateway and keeps only its token, brand, last four digits and expiry with
 * the billing address: the number and CVC go no further than this call. A card the gateway
 * refuses is a 422 under its field, named with `fieldPrefix` (checkout nests the form under
 * `payment.`).
 */
export async function tokenizeCard(
  ctx: ServiceContext,
  p: PaymentMethodInput,
  fieldPrefix = '',
): Promise<TokenizedCard> {
  try {
    const token = await ctx.payments.tokenize({
      number: p.cc_num,
      expMonth: Number(p.cc_exp_month),
      expYear: Number(p.cc_exp_year),
      cvc: p.cc_cvv,
      name: `${p.payment_first_name} ${p.payment_last_name}`,
      postalCode: p.payment_zip_code,
    });
    return {
      token: token.token,
      newCard: {
        cardBrand: token.brand,
        cardLast4: token.last4,
        cardExpMonth: token.expMonth,
        cardExpYear: token.expYear,
        paymentFirstName: p.payment_first_name,
        paymentLastName: p.payment_last_name,
        paymentCompany: p.payment_company ?? null,
        paymentAddress: p.payment_address,
        paymentAddress2: p.payment_address_2 ?? null,
        paymentCity: p.payment_city,
        paymentState: p.payment_state,
        paymentZipCode: p.payment_zip_code,
      },
    };
  } catch (error) {
    if (error instanceof CardRejected) {
      throw new ValidationFailed(error.message, {
        [`${fieldPrefix}${error.field}`]: [error.message],
      });
    }
    throw error;
  }
}
