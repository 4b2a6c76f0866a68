import {
  discountAdminMessages,
  type DiscountDetail,
  type DiscountInput,
  type DiscountListQuery,
  type DiscountSaved,
  type DiscountUses,
  type DiscountUsesQuery,
  type DiscountView,
} from '@mealbox/contracts';
import { isUniqueViolation } from '../../db/client.ts';
import { NotFound, ValidationFailed } from '../../lib/errors.ts';
import { recordStaffChange } from '../audit/audit.service.ts';
import type { ServiceContext } from '../service-context.ts';
import {
  codeTakenBy,
  findDiscountView,
  insertDiscount,
  listChannels,
  listDiscounts,
  listDiscountUses,
  lockDiscount,
  totalDiscounted,
  updateDiscount,
  type DiscountListRow,
  type DiscountRecord,
  type DiscountValues,
} from './discounts-admin.repository.ts';

// Staff's side of discount codes. Whether a code applies to an order stays checkout's decision
// (discounts.service.ts); here staff write a code's terms and read its use.

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function view({ discount: d, channelName, state }: DiscountListRow): DiscountView {
  return {
    id: d.id,
    code: d.code,
    description: d.description,
    kind: d.kind,
    amount: d.amount,
    starts_at: iso(d.startsAt),
    ends_at: iso(d.endsAt),
    min_subtotal_cents: d.minSubtotalCents,
    max_redemptions: d.maxRedemptions,
    redemptions_count: d.redemptionsCount,
    once_per_customer: d.oncePerCustomer,
    first_order_only: d.firstOrderOnly,
    channel_id: d.channelId,
    channel_name: channelName,
    active: d.active,
    state,
    created_at: d.createdAt.toISOString(),
  };
}

/** The record's fields as its audit trail keeps them. */
const audited = (d: DiscountRecord) => ({
  code: d.code,
  description: d.description,
  kind: d.kind,
  amount: d.amount,
  starts_at: iso(d.startsAt),
  ends_at: iso(d.endsAt),
  min_subtotal_cents: d.minSubtotalCents,
  max_redemptions: d.maxRedemptions,
  once_per_customer: d.oncePerCustomer,
  first_order_only: d.firstOrderOnly,
  channel_id: d.channelId,
  active: d.active,
});

/** Codes are kept in upper case: one spelling whatever the case staff or customers type. */
function values(input: DiscountInput): DiscountValues {
  return {
    code: input.code.toUpperCase(),
    description: input.description,
    kind: input.kind,
    amount: input.amount,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    minSubtotalCents: input.min_subtotal_cents,
    maxRedemptions: input.max_redemptions,
    oncePerCustomer: input.once_per_customer,
    firstOrderOnly: input.first_order_only,
    channelId: input.channel_id,
    active: input.active,
  };
}

const refuse = (field: string, message: string) =>
  new ValidationFailed(message, { [field]: [message] });
const codeTaken = () => refuse('code', discountAdminMessages.codeTaken);

async function channelMustExist(ctx: ServiceContext, channelId: number | null) {
  if (channelId === null) return;
  const known = await listChannels(ctx.db);
  if (!known.some((c) => c.id === channelId)) {
    throw refuse('channel_id', discountAdminMessages.channel);
  }
}

async function shown(ctx: ServiceContext, id: number): Promise<DiscountView> {
  const row = await findDiscountView(ctx.db, id, ctx.clock.now());
  if (!row) throw new NotFound(discountAdminMessages.notFound);
  return view(row);
}

export async function discountList(ctx: ServiceContext, query: DiscountListQuery) {
  const { rows, total } = await listDiscounts(ctx.db, query, ctx.clock.now());
  return { rows: rows.map(view), total };
}

export async function discountDetail(ctx: ServiceContext, id: number): Promise<DiscountDetail> {
  const discount = await shown(ctx, id);
  return { discount, total_discounted_cents: await totalDiscounted(ctx.db, id) };
}

export async function discountUses(
  ctx: ServiceContext,
  id: number,
  query: DiscountUsesQuery,
): Promise<DiscountUses> {
  await shown(ctx, id);
  const { rows, total } = await listDiscountUses(ctx.db, id, query);
  return {
    rows: rows.map((r) => ({
      order_id: r.orderId,
      order_key: r.orderKey,
      customer_id: r.customerId,
      customer_name: `${r.firstName} ${r.lastName}`.trim(),
      customer_email: r.email,
      week: r.week,
      status: r.status,
      discount_cents: r.discountCents,
      total_cents: r.totalCents,
      redeemed_at: r.redeemedAt.toISOString(),
    })),
    total,
  };
}

export async function createDiscount(
  ctx: ServiceContext,
  input: DiscountInput,
): Promise<DiscountSaved> {
  await channelMustExist(ctx, input.channel_id);
  if (await codeTakenBy(ctx.db, input.code, null)) throw codeTaken();
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const row = await insertDiscount(tx, { ...values(input), createdAt: ctx.clock.now() });
      await recordStaffChange(tx, ctx, {
        entity: 'discount',
        entityId: row.id,
        action: 'create',
        after: audited(row),
      });
      return row.id;
    });
  } catch (error) {
    // Two staff making the same code at once: the unique index decides.
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
  return { message: discountAdminMessages.created, discount: await shown(ctx, id) };
}

/**
 * Rewrites a code's terms. The row stays locked from the read of its redemptions to the write, so
 * a cap is never set below what checkouts have taken; the count itself is never written here, so
 * checkout's conditional update keeps the cap under concurrent orders after the edit too.
 */
export async function editDiscount(
  ctx: ServiceContext,
  id: number,
  input: DiscountInput,
): Promise<DiscountSaved> {
  await channelMustExist(ctx, input.channel_id);
  if (await codeTakenBy(ctx.db, input.code, id)) throw codeTaken();
  try {
    await ctx.db.transaction(async (tx) => {
      const before = await lockDiscount(tx, id);
      if (!before) throw new NotFound(discountAdminMessages.notFound);
      if (input.max_redemptions !== null && input.max_redemptions < before.redemptionsCount) {
        throw refuse('max_redemptions', discountAdminMessages.capBelowUse(before.redemptionsCount));
      }
      const after = await updateDiscount(tx, id, values(input));
      await recordStaffChange(tx, ctx, {
        entity: 'discount',
        entityId: id,
        action: 'update',
        before: audited(before),
        after: audited(after),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken();
    throw error;
  }
  return { message: discountAdminMessages.saved, discount: await shown(ctx, id) };
}
