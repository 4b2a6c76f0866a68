import type { GiftCardStatus } from '@mealbox/contracts';

export const statusLabels: Record<GiftCardStatus, string> = {
  unredeemed: 'Unredeemed',
  redeemed: 'Redeemed',
  disabled: 'Disabled',
};

export const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—';
