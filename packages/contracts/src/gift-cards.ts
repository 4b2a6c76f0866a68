import * as z from 'zod/mini';
import { required } from './validation/rules.ts';

/** POST /api/gift_card_apply (spec §7: 'code'). */
export const GiftCardApplyInput = z.object({ code: required('Gift Card', { max: 64 }) });
export type GiftCardApplyInput = z.infer<typeof GiftCardApplyInput>;

/** The card's whole amount moved to the balance: the message to show and the new balance (cents). */
export const GiftCardApplied = z.object({ message: z.string(), gift_card_balance: z.int() });
export type GiftCardApplied = z.infer<typeof GiftCardApplied>;
