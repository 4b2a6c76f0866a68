import type { CurrentUser } from '@mealbox/contracts';
import type { AuthUser } from './users.repository.ts';

/**
 * `expired` when the card's month has passed, `expiring` when it ends this month or next
 * (product decisions, "Card status").
 */
export function cardStatus(
  expMonth: number | null,
  expYear: number | null,
  now: Date,
): 'expired' | 'expiring' | null {
  if (!expMonth || !expYear) return null;
  const cardMonths = expYear * 12 + (expMonth - 1);
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (cardMonths < nowMonths) return 'expired';
  if (cardMonths <= nowMonths + 1) return 'expiring';
  return null;
}

export function toCurrentUser(user: AuthUser, now: Date): CurrentUser {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    company: user.company,
    address_1: user.address1,
    address_2: user.address2,
    city: user.city,
    state: user.state,
    zip_code: user.zipCode,
    dayphone: user.dayphone,
    delivery_instructions: user.deliveryInstructions,
    gift_card_balance: user.giftCardBalanceCents,
    masked_card_number: user.cardLast4 ? `**** **** **** ${user.cardLast4}` : null,
    card_exp_date:
      user.cardExpMonth && user.cardExpYear
        ? `${String(user.cardExpMonth).padStart(2, '0')}/${user.cardExpYear}`
        : null,
    cc_expiring: cardStatus(user.cardExpMonth, user.cardExpYear, now),
    payment_first_name: user.paymentFirstName,
    payment_last_name: user.paymentLastName,
    payment_company: user.paymentCompany,
    payment_address: user.paymentAddress,
    payment_address_2: user.paymentAddress2,
    payment_city: user.paymentCity,
    payment_state: user.paymentState,
    payment_zip_code: user.paymentZipCode,
    permissions: user.permissions,
    excluded_tags: user.excludedTags,
    authenticated: true,
  };
}
