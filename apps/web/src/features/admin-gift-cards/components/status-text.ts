import type { GiftCardStatus } from '@mealbox/contracts';

export const statusLabels: Record<GiftCardStatus, string> = {
  unredeemed: 'Unredeemed',
  redeemed: 'Redeemed',
  disabled: 'Disabled',
};
