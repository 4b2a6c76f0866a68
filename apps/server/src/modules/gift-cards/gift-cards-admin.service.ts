import {
  giftCardAdminMessages,
  type CreateGiftCardsInput,
  type GiftCardDetail,
  type GiftCardLiability,
  type GiftCardList,
  type GiftCardListQuery,
  type GiftCardStatus,
  type GiftCardToggled,
  type GiftCardView,
  type GiftCardsCreated,
  type GiftCardsDisableInput,
  type GiftCardsDisabled,
} from '@mealbox/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { signedIn } from '../accounts/signed-in.ts';
import { recordStaffChange, recordStaffChanges } from '../audit/audit.service.ts';
import type { ServiceContext } from '../service-context.ts';
import { generateGiftCardCode, normalizeGiftCardCode } from './gift-card-codes.ts';
import {
  disableGiftCards,
  enableGiftCard,
  findGiftCardView,
  giftCardLiability,
  insertGiftCards,
  listGiftCards,
  type GiftCardViewRow,
  type NewGiftCard,
} from './gift-cards-admin.repository.ts';

/** Cards per INSERT statement. */
const INSERT_CHUNK = 500;
/** Rounds of new codes for those that collided with a card already there, before giving up. */
const COLLISION_ROUNDS = 5;

const person = (
  id: number | null,
  first: string | null,
  last: string | null,
  email: string | null,
) => (id === null ? null : { id, name: `${first ?? ''} ${last ?? ''}`.trim(), email: email ?? '' });

function statusOf(row: Pick<GiftCardViewRow, 'redeemedAt' | 'disabledAt'>): GiftCardStatus {
  if (row.redeemedAt) return 'redeemed';
  return row.disabledAt ? 'disabled' : 'unredeemed';
}

function view(r: GiftCardViewRow): GiftCardView {
  return {
    id: r.id,
    code_last4: r.codeLast4,
    amount_cents: r.amountCents,
    status: statusOf(r),
    redeemed_by: person(r.redeemerId, r.redeemerFirstName, r.redeemerLastName, r.redeemerEmail),
    redeemed_at: r.redeemedAt?.toISOString() ?? null,
    disabled_at: r.disabledAt?.toISOString() ?? null,
    batch: r.batch,
    note: r.note,
    created_by: person(r.creatorId, r.creatorFirstName, r.creatorLastName, r.creatorEmail),
    created_at: r.createdAt.toISOString(),
  };
}

export async function giftCardList(
  ctx: ServiceContext,
  query: GiftCardListQuery,
): Promise<GiftCardList> {
  const code = query.q ? normalizeGiftCardCode(query.q) : '';
  const { rows, total } = await listGiftCards(ctx.db, query, code === '' ? null : code);
  return { rows: rows.map(view), total };
}

async function found(ctx: ServiceContext, id: number): Promise<GiftCardViewRow> {
  const row = await findGiftCardView(ctx.db, id);
  if (!row) throw new NotFound(giftCardAdminMessages.notFound);
  return row;
}

export async function giftCardDetail(ctx: ServiceContext, id: number): Promise<GiftCardDetail> {
  const row = await found(ctx, id);
  return { card: view(row), redeemer_balance_cents: row.redeemerBalanceCents };
}

export async function outstandingLiability(ctx: ServiceContext): Promise<GiftCardLiability> {
  const l = await giftCardLiability(ctx.db);
  return {
    unredeemed_cents: l.unredeemedCents,
    unredeemed_count: l.unredeemedCount,
    balances_cents: l.balancesCents,
    customers_with_balance: l.customersWithBalance,
    total_cents: l.unredeemedCents + l.balancesCents,
  };
}

/** A new batch's name: the day it was made and six random characters ("20261207-K7QM3X"). */
function newBatchName(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}-${generateGiftCardCode().slice(0, 6)}`;
}

/** `count` codes of the generator, none twice. */
function freshCodes(count: number, taken: ReadonlySet<string>): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    const code = generateGiftCardCode();
    if (!taken.has(code)) codes.add(code);
  }
  return [...codes];
}

/**
 * Makes `count` cards worth the same amount, in one transaction: an INSERT per chunk of cards,
 * a code that collides with an existing card's replaced by a new one, and an audit record per
 * card (never its code: only its last four characters). The answer is the only place the full
 * codes ever appear.
 */
export async function createGiftCards(
  ctx: ServiceContext,
  input: CreateGiftCardsInput,
): Promise<GiftCardsCreated> {
  const staff = signedIn(ctx);
  const now = ctx.clock.now();
  const batch = input.batch ?? newBatchName(now);
  const note = input.note === '' ? null : input.note;
  const card = (code: string): NewGiftCard => ({
    code,
    amountCents: input.amount_cents,
    batch,
    note,
    createdByUserId: staff.id,
    createdAt: now,
  });
  const made = await ctx.db.transaction(async (tx) => {
    const cards: Array<{ id: number; code: string }> = [];
    const tried = new Set<string>();
    for (let start = 0; start < input.count; start += INSERT_CHUNK) {
      let wanted = Math.min(INSERT_CHUNK, input.count - start);
      for (let round = 0; wanted > 0; round++) {
        if (round === COLLISION_ROUNDS) throw new Error('gift card codes kept colliding');
        const codes = freshCodes(wanted, tried);
        for (const code of codes) tried.add(code);
        const inserted = await insertGiftCards(tx, codes.map(card));
        cards.push(...inserted);
        wanted -= inserted.length;
      }
    }
    await recordStaffChanges(
      tx,
      ctx,
      cards.map((c) => ({
        entity: 'gift_card' as const,
        entityId: c.id,
        action: 'create',
        after: { amount_cents: input.amount_cents, batch, note, code_last4: c.code.slice(-4) },
      })),
    );
    return cards;
  });
  return { batch, amount_cents: input.amount_cents, cards: made };
}

/**
 * Disables those of the cards that can be, each with its audit record, in the caller's
 * transaction; answers the ids it disabled. Only an unredeemed, enabled card is disabled, so
 * every record's before is the same.
 */
async function disableAndRecord(
  tx: DbOrTx,
  ctx: ServiceContext,
  ids: number[],
  at: Date,
  reason: string,
): Promise<number[]> {
  const done = await disableGiftCards(tx, ids, at);
  await recordStaffChanges(
    tx,
    ctx,
    done.map((id) => ({
      entity: 'gift_card' as const,
      entityId: id,
      action: 'disable',
      before: { status: 'unredeemed', disabled_at: null },
      after: { status: 'disabled', disabled_at: at.toISOString() },
      reason,
    })),
  );
  return done;
}

/**
 * Disables a card nobody has redeemed, or enables a disabled one again, with the reason in its
 * audit trail. A redeemed card is refused: its money is already in a customer's balance.
 */
export async function setGiftCardDisabled(
  ctx: ServiceContext,
  id: number,
  disabled: boolean,
  reason: string,
): Promise<GiftCardToggled> {
  const before = await found(ctx, id);
  const now = ctx.clock.now();
  const changed = await ctx.db.transaction(async (tx) => {
    if (disabled) return (await disableAndRecord(tx, ctx, [id], now, reason)).length === 1;
    const done = await enableGiftCard(tx, id);
    if (done) {
      await recordStaffChange(tx, ctx, {
        entity: 'gift_card',
        entityId: id,
        action: 'enable',
        before: { status: statusOf(before), disabled_at: before.disabledAt?.toISOString() ?? null },
        after: { status: 'unredeemed', disabled_at: null },
        reason,
      });
    }
    return done;
  });
  const after = await found(ctx, id);
  if (!changed) {
    const message = after.redeemedAt
      ? giftCardAdminMessages.redeemedCannotBeDisabled
      : disabled
        ? giftCardAdminMessages.alreadyDisabled
        : giftCardAdminMessages.notDisabled;
    throw new Conflict(message);
  }
  return {
    message: disabled ? giftCardAdminMessages.disabled : giftCardAdminMessages.enabled,
    card: view(after),
  };
}

/**
 * Disables the chosen cards that nobody has redeemed and that are not disabled yet, in one
 * transaction, each with its audit record; the others are answered as unchanged. The update is
 * conditional, so a retry or a second member of staff disables nothing twice.
 */
export async function disableGiftCardsInBulk(
  ctx: ServiceContext,
  input: GiftCardsDisableInput,
): Promise<GiftCardsDisabled> {
  const ids = [...new Set(input.ids)];
  const now = ctx.clock.now();
  const disabled = new Set(
    await ctx.db.transaction((tx) => disableAndRecord(tx, ctx, ids, now, input.reason)),
  );
  return {
    disabled: ids.filter((id) => disabled.has(id)),
    unchanged: ids.filter((id) => !disabled.has(id)),
  };
}
