import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  AUDITED_ENTITIES,
  CYCLE_RUN_KINDS,
  CYCLE_RUN_STATUSES,
  PICK_REASONS,
  SUBSCRIPTION_WEEK_STATES,
  type FooterConfig,
  type NavigationLink,
} from '@mealbox/contracts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export interface ChannelBranding {
  accent_color: string;
  logo: string;
  logo_mobile: string;
  logo_mobile_position: 'left' | 'center';
  homepage_url: string;
  navigation_links: { main_navigation: NavigationLink[]; account: NavigationLink[] };
  announcement_message: string | null;
  support_phone: string;
  terms_and_conditions_url: string;
  privacy_policy_url: string;
}

export const channels = pgTable('channels', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  hosts: text('hosts')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isDefault: boolean('is_default').notNull().default(false),
  branding: jsonb('branding').$type<ChannelBranding>().notNull(),
  footer: jsonb('footer').$type<FooterConfig>(),
  heroMealPlanId: integer('hero_meal_plan_id'),
  subscriptionDiscountPercent: integer('subscription_discount_percent').notNull().default(0),
  futureWeeksAvailable: integer('future_weeks_available').notNull().default(0),
  subscriptionPickingRequired: boolean('subscription_picking_required').notNull().default(true),
  subscriptionCancelEasily: boolean('subscription_cancel_easily').notNull().default(true),
  subscriptionCancelText: text('subscription_cancel_text').notNull().default(''),
  subscriptionOffer: boolean('subscription_offer').notNull().default(true),
  showSteps: boolean('show_steps').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    address1: text('address_1'),
    address2: text('address_2'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    dayphone: text('dayphone'),
    deliveryInstructions: text('delivery_instructions'),
    giftCardBalanceCents: integer('gift_card_balance_cents').notNull().default(0),
    paymentFirstName: text('payment_first_name'),
    paymentLastName: text('payment_last_name'),
    paymentCompany: text('payment_company'),
    paymentAddress: text('payment_address'),
    paymentAddress2: text('payment_address_2'),
    paymentCity: text('payment_city'),
    paymentState: text('payment_state'),
    paymentZipCode: text('payment_zip_code'),
    /** A gateway token; the card number and CVC are never stored. */
    cardToken: text('card_token'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    channelId: integer('channel_id').references(() => channels.id),
    excludedTags: text('excluded_tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // Staff's list of users, newest or oldest first.
    index('users_created_id_idx').on(t.createdAt, t.id),
    // Staff's list of users by name.
    index('users_name_id_idx').on(nameOrder(t), t.id),
    // Staff search users and orders by any part of a name or an email (ILIKE '%text%').
    index('users_full_name_trgm_idx').using('gin', sql`${fullName(t)} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/**
 * A user's full name as staff search it ("Ada Lovelace"). Queries that search it use this very
 * expression, so that the trigram index on it serves them.
 */
export function fullName(t: { firstName: AnyPgColumn; lastName: AnyPgColumn }): SQL {
  return sql`(${t.firstName} || ' ' || ${t.lastName})`;
}

/** The order of staff's users by name, the expression of the index the sorted list walks. */
export function nameOrder(t: { firstName: AnyPgColumn; lastName: AnyPgColumn }): SQL {
  return sql`lower(${fullName(t)})`;
}

export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the cookie value: a leaked table does not leak live sessions. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export const media = pgTable('media', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

export const menuItems = pgTable('menu_items', {
  id: serial('id').primaryKey(),
  sku: text('sku').notNull().unique(),
  shortName: text('short_name').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
  priceCents: integer('price_cents').notNull(),
  /** What a premium meal adds to a plan's price per meal in a plan's box (pricing.ts). */
  premiumSurchargeCents: integer('premium_surcharge_cents').notNull().default(0),
  calories: integer('calories').notNull(),
  protein: integer('protein').notNull(),
  carbs: integer('carbs').notNull(),
  fat: integer('fat').notNull(),
  sugar: integer('sugar').notNull(),
  fiber: integer('fiber').notNull(),
  /** Grams; labels show halves (1.5 g), so this one is not an integer. */
  satFat: real('sat_fat').notNull(),
  cholesterol: integer('cholesterol').notNull(),
  sodium: integer('sodium').notNull(),
  ingredients: text('ingredients').notNull(),
  attributeTags: text('attribute_tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  badgeValue: text('badge_value'),
  badgeColor: text('badge_color'),
  largerPortion: boolean('larger_portion').notNull().default(false),
  openingInstructions: text('opening_instructions'),
  heatingInstructions: text('heating_instructions'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const mealPlans = pgTable('meal_plans', {
  id: serial('id').primaryKey(),
  sku: text('sku').notNull().unique(),
  shortName: text('short_name').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  mealsPerWeek: integer('meals_per_week').notNull(),
  pricePerMealCents: integer('price_per_meal_cents').notNull(),
  subscriptionPickingRequired: boolean('subscription_picking_required').notNull().default(true),
  affiliateUserId: integer('affiliate_user_id').references(() => users.id),
  channelId: integer('channel_id').references(() => channels.id),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    /** ISO date of the Monday of the delivery week. */
    week: date('week').notNull(),
    deliveryDate: date('delivery_date').notNull(),
    pickingDeadline: timestamp('picking_deadline', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('menus_channel_week_idx').on(t.channelId, t.week)],
);

export const menuEntries = pgTable(
  'menu_entries',
  {
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id),
    position: integer('position').notNull(),
    /** Part of the chef's selection for chef's-choice subscriptions. */
    chefsChoice: boolean('chefs_choice').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.menuItemId] })],
);

/**
 * One row: a counter raised by every change of the menus, their entries, the meals and the meal
 * plans (triggers, migration 0010). A cart change that decides on what an earlier change read of
 * them writes only if the counter is where it was then (modules/cart/recent-cart-changes.ts).
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    single: boolean('single').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalog_version_single', sql`${t.single}`)],
);

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    /** sha256 of the visitor's session cookie; carts follow visitors before they log in. */
    visitorKey: text('visitor_key').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    week: date('week').notNull(),
    mealPlanId: integer('meal_plan_id').references(() => mealPlans.id),
    checkoutAction: text('checkout_action', {
      enum: ['new_subscription_order', 'one_time_order', 'subscription_pick'],
    }),
    /**
     * Raised by every write of the cart or its lines: a cart change writes only if the cart is
     * still at the version its box rule read (cart.repository.ts, decisions/010).
     */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carts_visitor_channel_week_idx').on(t.visitorKey, t.channelId, t.week),
    index('carts_user_idx').on(t.userId),
    /** A signed-in customer has one cart per channel and week, whichever session made it. */
    uniqueIndex('carts_user_channel_week_idx')
      .on(t.userId, t.channelId, t.week)
      .where(sql`${t.userId} is not null`),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.menuItemId] })],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    mealPlanId: integer('meal_plan_id')
      .notNull()
      .references(() => mealPlans.id),
    status: text('status', { enum: ['active', 'cancelled'] })
      .notNull()
      .default('active'),
    startWeek: date('start_week').notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

/** A subscription week's states: one list, in the contracts (account-status.ts). */
export const subscriptionWeekStates = SUBSCRIPTION_WEEK_STATES;

export const subscriptionWeeks = pgTable(
  'subscription_weeks',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    week: date('week').notNull(),
    state: text('state', { enum: subscriptionWeekStates }).notNull().default('pending'),
    /** Unguessable key of /preselection-confirmation/:url_key. */
    preselectionKey: text('preselection_key'),
    orderId: integer('order_id'),
    /** Charges tried for the week's order (the lock's first, then the retries). */
    chargeAttempts: integer('charge_attempts').notNull().default(0),
    /** When a declined charge is tried again, by the store's clock; null when none is due. */
    nextChargeAt: timestamp('next_charge_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('subscription_weeks_sub_week_idx').on(t.subscriptionId, t.week),
    // Not on the state: a skip, an unskip or a pick then rewrites the row in its page (a HOT
    // update, migration 0011) instead of adding index entries and pages on every change. With
    // the subscription second, a batch of the weekly cycle reads its weeks as one range of the
    // index, however few rows the planner believes the week has (a week not yet in the
    // statistics, filling up during preselection).
    index('subscription_weeks_week_sub_idx').on(t.week, t.subscriptionId),
    // The confirmation page finds its week by key; the key changes only at preselection.
    uniqueIndex('subscription_weeks_preselection_key_idx')
      .on(t.preselectionKey)
      .where(sql`${t.preselectionKey} IS NOT NULL`),
  ],
);

export const subscriptionWeekItems = pgTable(
  'subscription_week_items',
  {
    subscriptionWeekId: integer('subscription_week_id')
      .notNull()
      .references(() => subscriptionWeeks.id, { onDelete: 'cascade' }),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id),
    quantity: integer('quantity').notNull(),
    /** Why the meal is in the box: the customer's pick, or the store's reason for choosing it. */
    reason: text('reason', { enum: PICK_REASONS }).notNull().default('customer'),
  },
  (t) => [primaryKey({ columns: [t.subscriptionWeekId, t.menuItemId] })],
);

/** The meals a customer marked with a heart: preselection chooses them first. */
export const favouriteMeals = pgTable(
  'favourite_meals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.menuItemId] })],
);

/**
 * One run of the weekly cycle for a channel's week (the kinds in the contracts' weekly-cycle.ts).
 * Its work is split into batches of subscriptions, each a job any server process may take; the
 * run is over when every batch has reported (cycle_run_batches).
 */
export const cycleRuns = pgTable(
  'cycle_runs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: CYCLE_RUN_KINDS }).notNull(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    week: date('week').notNull(),
    status: text('status', { enum: CYCLE_RUN_STATUSES }).notNull().default('running'),
    /** Who started it: `schedule`, `command`, or `user:<id>` for staff. */
    startedBy: text('started_by').notNull(),
    /** Subscriptions to go through and the batches they were split into; null until planned. */
    total: integer('total'),
    batches: integer('batches'),
    /**
     * Batches that reported, counted on the run's row: two batches ending at once queue on it,
     * and the second sees the first's count (a count of cycle_run_batches in the same statement
     * would not).
     */
    batchesDone: integer('batches_done').notNull().default(0),
    error: text('error'),
    /** By the store's clock. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('cycle_runs_week_idx').on(t.week, t.kind),
    // One run of a kind at a time per channel and week, whichever process or person starts it.
    uniqueIndex('cycle_runs_running_idx')
      .on(t.kind, t.channelId, t.week)
      .where(sql`${t.status} = 'running'`),
  ],
);

/**
 * A run's batches, written when the run is planned (the subscription ids each covers), and what
 * each did, written once when it ends (a batch run again after a crash finds it ended and adds
 * nothing). A run cut short is resumed by running its batches that have not ended.
 */
export const cycleRunBatches = pgTable(
  'cycle_run_batches',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => cycleRuns.id, { onDelete: 'cascade' }),
    batch: integer('batch').notNull(),
    /** Subscription ids in (afterId, untilId]. */
    afterId: integer('after_id').notNull(),
    untilId: integer('until_id').notNull(),
    done: integer('done'),
    failed: integer('failed'),
    skipped: integer('skipped'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.runId, t.batch] })],
);

/** A notice mailed once: the reminder for a week, the card-expiry notice for a card's month. */
export const noticesSent = pgTable(
  'notices_sent',
  {
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subject] })],
);

export const discounts = pgTable(
  'discounts',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    /** Percent (1-100) for percent codes, cents for fixed ones. */
    amount: integer('amount').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    maxRedemptions: integer('max_redemptions'),
    redemptionsCount: integer('redemptions_count').notNull().default(0),
    oncePerCustomer: boolean('once_per_customer').notNull().default(false),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    channelId: integer('channel_id').references(() => channels.id),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('discounts_code_upper_idx').on(sql`upper(${t.code})`)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customerOrderKey: text('customer_order_key').notNull().unique(),
    /** Client-chosen key: a retried or double-submitted checkout finds the first order. */
    idempotencyKey: text('idempotency_key').unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id),
    week: date('week').notNull(),
    deliveryDate: date('delivery_date').notNull(),
    kind: text('kind', { enum: ['subscription', 'one_time'] }).notNull(),
    status: text('status', {
      enum: ['placed', 'paid', 'payment_failed', 'cancelled'],
    }).notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    /**
     * The meals in the box: its lines' quantities summed, written with the lines (`mealsOf` in
     * modules/orders), so the reports sum orders instead of reading every line (decision 018).
     */
    mealCount: integer('meal_count').notNull(),
    subscriptionDiscountCents: integer('subscription_discount_cents').notNull().default(0),
    discountId: integer('discount_id').references(() => discounts.id),
    discountCents: integer('discount_cents').notNull().default(0),
    giftCardCents: integer('gift_card_cents').notNull().default(0),
    cardChargeCents: integer('card_charge_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    shipping: jsonb('shipping').$type<Record<string, string | null>>().notNull(),
    /**
     * The customer's cart checkout made the order from (null for the weekly lock's and staff's
     * orders). A cart makes one order: a paid order deletes it, and the unique index below keeps
     * a second order of it from being made meanwhile (a box sent from two tabs at once, each with
     * its own key). No foreign key: the cart is deleted when its order is paid.
     */
    cartId: integer('cart_id'),
    /** Refunded so far, to the card and to the gift card balance (refunds, below). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** The part of `refundedCents` given back to the card. */
    cardRefundedCents: integer('card_refunded_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    // One order per cart, unless it was declined or cancelled (then the box may be ordered again);
    // only checkout's orders have a cart.
    uniqueIndex('orders_cart_idx')
      .on(t.cartId)
      .where(sql`${t.cartId} is not null and ${t.status} in ('placed', 'paid')`),
    // Staff's order lists (issue 13's benchmark): each filter or sort with the id after it, so
    // a page is read in index order and its count from the index alone.
    index('orders_week_id_idx').on(t.week, t.id),
    index('orders_status_id_idx').on(t.status, t.id),
    index('orders_channel_id_idx').on(t.channelId, t.id),
    index('orders_kind_id_idx').on(t.kind, t.id),
    index('orders_total_id_idx').on(t.totalCents, t.id),
    index('orders_refunded_id_idx')
      .on(t.id)
      .where(sql`${t.refundedCents} > 0`),
    // The promotions report's orders with a code, and those paid partly from a gift card
    // balance, a small part of a range's orders (its statements name the same conditions).
    index('orders_discounted_week_idx')
      .on(t.week, t.id)
      .where(sql`${t.discountId} is not null`),
    index('orders_gift_card_week_idx')
      .on(t.week, t.id)
      .where(sql`${t.giftCardCents} > 0`),
    // The sold orders (the reports' soldOrders: paid) with every figure the reports sum, so a
    // year of sales, or the check that a week's meals are unchanged, is read from this index
    // alone, in week order, instead of scanning every order in parallel (decision 018).
    index('orders_sold_figures_idx')
      .on(
        t.week,
        t.channelId,
        t.id,
        t.mealCount,
        t.subtotalCents,
        t.subscriptionDiscountCents,
        t.discountCents,
        t.giftCardCents,
        t.refundedCents,
        t.totalCents,
      )
      .where(sql`${t.status} = 'paid'`),
    // Never more back than was paid, whatever runs at once: the last line of defence behind the
    // refund's conditional write.
    check(
      'orders_refunds_within_paid',
      sql`${t.cardRefundedCents} >= 0 and ${t.cardRefundedCents} <= ${t.cardChargeCents} and ${t.cardRefundedCents} <= ${t.refundedCents} and ${t.refundedCents} <= ${t.totalCents}`,
    ),
  ],
);

/**
 * Money given back on an order by staff: to the card through the gateway (one refund per
 * idempotency key there) or to the customer's gift card balance.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amountCents: integer('amount_cents').notNull(),
    destination: text('destination', { enum: ['card', 'gift_card'] }).notNull(),
    /** pending: the amount is held on the order while the gateway is asked. */
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    gatewayReference: text('gateway_reference'),
    failureMessage: text('failure_message'),
    reason: text('reason').notNull().default(''),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id),
    name: text('name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.menuItemId] })],
);

/**
 * A card typed at checkout as the customer's row keeps it on file, besides its token: brand, last
 * four digits, expiry and the billing name and address.
 */
export interface NewCardOnFile {
  cardBrand: string;
  cardLast4: string;
  cardExpMonth: number;
  cardExpYear: number;
  paymentFirstName: string;
  paymentLastName: string;
  paymentCompany: string | null;
  paymentAddress: string;
  paymentAddress2: string | null;
  paymentCity: string;
  paymentState: string;
  paymentZipCode: string;
}

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** One charge per key at the gateway, whatever retries or crashes happen. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    /**
     * The gateway token charged (never the card number or CVC). A resumed checkout charges it;
     * null only on payments reserved before it was kept here (they charge the card on file).
     */
    cardToken: text('card_token'),
    /**
     * A card typed at checkout: what becomes the customer's card on file (with `cardToken`) once
     * this payment succeeds, never before; null when the card on file paid.
     */
    newCard: jsonb('new_card').$type<NewCardOnFile>(),
    status: text('status', { enum: ['pending', 'succeeded', 'declined', 'error'] }).notNull(),
    gatewayReference: text('gateway_reference'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Checkout finds an order's payment by its order: without it, a scan of every payment.
  (t) => [index('payments_order_idx').on(t.orderId)],
);

export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: serial('id').primaryKey(),
    discountId: integer('discount_id')
      .notNull()
      .references(() => discounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [index('discount_redemptions_discount_user_idx').on(t.discountId, t.userId)],
);

export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    amountCents: integer('amount_cents').notNull(),
    redeemedByUserId: integer('redeemed_by_user_id').references(() => users.id),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    note: text('note'),
    /** Cards made together share it (staff's batch, downloadable once as CSV). */
    batch: text('batch'),
    /** A disabled card cannot be applied; its amount leaves the outstanding liability. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gift_cards_code_upper_idx').on(sql`upper(${t.code})`),
    // Staff find a card by the end of its code (its last four characters, as printed).
    index('gift_cards_code_trgm_idx').using('gin', sql`upper(${t.code}) gin_trgm_ops`),
    index('gift_cards_batch_idx').on(t.batch),
    // Staff's list sorted by amount or by redemption.
    index('gift_cards_amount_id_idx').on(t.amountCents, t.id),
    index('gift_cards_redeemed_id_idx').on(t.redeemedAt, t.id),
  ],
);

export const affiliateSelections = pgTable(
  'affiliate_selections',
  {
    mealPlanId: integer('meal_plan_id')
      .notNull()
      .references(() => mealPlans.id),
    week: date('week').notNull(),
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.mealPlanId, t.week, t.menuItemId] })],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    channelId: integer('channel_id').references(() => channels.id),
    visitorKey: text('visitor_key'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    /** The parsed X-Request-Metadata header, or null when absent or malformed. */
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_name_created_idx').on(t.name, t.createdAt)],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    /** pending → sent | failed (after retries); stored when no SMTP is configured. */
    status: text('status', { enum: ['pending', 'sent', 'failed', 'stored'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_status_next_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * The sandbox gateway's own ledger (integrations/payments): every charge it made, one per
 * idempotency key, shared by every server process as a real gateway's would be.
 */
export const sandboxCharges = pgTable('sandbox_charges', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  token: text('token').notNull(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status', { enum: ['succeeded', 'declined'] }).notNull(),
  reference: text('reference'),
  message: text('message'),
  createdAt: createdAt(),
});

/**
 * Every change made by staff: who, to what, before and after, when, and why when a reason is
 * asked. `customerId` names the customer a change concerns (their order, subscription, balance),
 * so their page shows what was done on their behalf.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    entity: text('entity', { enum: AUDITED_ENTITIES }).notNull(),
    entityId: text('entity_id').notNull(),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_events_customer_idx').on(t.customerId, t.id),
  ],
);

/** The sandbox gateway's refunds, one per idempotency key, as its charges (`sandbox_charges`). */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  chargeReference: text('charge_reference').notNull(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
  reference: text('reference'),
  message: text('message'),
  createdAt: createdAt(),
});
