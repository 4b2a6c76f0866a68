import { sql } from 'drizzle-orm';
import type { Permission } from '@mealbox/contracts';
import { permissions as allPermissions } from '@mealbox/contracts';
import { addWeeks, currentOrderingWeek, defaultPickingDeadline } from '../lib/weeks.ts';
import { sha256 } from '../lib/tokens.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { queryRows, type Db, type Tx } from './client.ts';
import {
  affiliateSelections,
  channels,
  discounts,
  giftCards,
  mealPlans,
  media,
  menuEntries,
  menuItems,
  menus,
  subscriptions,
  subscriptionWeekItems,
  subscriptionWeeks,
  userPermissions,
  users,
  type ChannelBranding,
} from './schema.ts';
import { demoLogins } from './seed-data/demo-logins.ts';
import { renderLogoSvg } from './seed-data/logo.ts';
import { renderMealSvg } from './seed-data/meal-image.ts';
import { demoMeals } from './seed-data/meals.ts';

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from channels`);
  return Number(row?.n ?? 0) === 0;
}

const MENU_WEEKS = 5;
const MEALS_PER_MENU = 28;

/** Content-addressed path, so the file can be cached for a year. */
function mediaPath(folder: string, name: string, body: string): string {
  return `/media/${folder}/${name}-${sha256(body).slice(0, 10)}.svg`;
}

const DEFAULT_FOOTER = {
  columns: [
    {
      title: 'Our food',
      links: [
        { label: 'Our Menus', url: '/pages/our-menus' },
        { label: 'All Meals', url: '/meals' },
        { label: 'How it works', url: '/' },
      ],
    },
    {
      title: 'Help',
      links: [
        { label: 'FAQ', url: '/frequently-asked-questions' },
        { label: 'My Account', url: '/account-settings' },
        { label: 'My Schedule', url: '/my-schedule' },
      ],
    },
    {
      title: 'Legal',
      links: [
        { label: 'Terms of Service', url: '/terms-of-service' },
        { label: 'Privacy Policy', url: '/privacy-policy' },
      ],
    },
  ],
  note: 'Chef-prepared meals, delivered fresh every week. Never frozen.',
};

/**
 * The demo store: two brands, 40+ meals with generated pictures, four plan sizes, five weeks of
 * published menus, an admin and five kinds of customer. Same data for the same date.
 */
export async function seedDemoData(db: Db, options: { timeZone: string; now?: Date }) {
  const now = options.now ?? new Date();
  const firstWeek = currentOrderingWeek(now, options.timeZone);
  const passwordHashes = new Map<string, string>();
  for (const login of demoLogins) {
    if (!passwordHashes.has(login.password))
      passwordHashes.set(login.password, await hashPassword(login.password));
  }

  return db.transaction(async (tx) => {
    const logos = await insertLogos(tx);

    const itemRows = await tx
      .insert(menuItems)
      .values(
        demoMeals.map((meal) => {
          const svg = renderMealSvg(meal.image);
          return {
            sku: meal.sku,
            shortName: meal.shortName,
            name: meal.name,
            description: meal.description,
            image: mediaPath('meals', meal.shortName, svg),
            priceCents: meal.priceCents,
            premiumSurchargeCents: meal.premiumSurchargeCents ?? 0,
            calories: meal.calories,
            protein: meal.protein,
            carbs: meal.carbs,
            fat: meal.fat,
            sugar: meal.sugar,
            fiber: meal.fiber,
            satFat: meal.satFat,
            cholesterol: meal.cholesterol,
            sodium: meal.sodium,
            ingredients: meal.ingredients,
            attributeTags: meal.attributeTags,
            badgeValue: meal.badgeValue,
            badgeColor: meal.badgeColor,
            largerPortion: meal.largerPortion,
            openingInstructions: meal.openingInstructions,
            heatingInstructions: meal.heatingInstructions,
          };
        }),
      )
      .returning({ id: menuItems.id, sku: menuItems.sku });
    await tx.insert(media).values(
      demoMeals.map((meal) => {
        const svg = renderMealSvg(meal.image);
        return {
          path: mediaPath('meals', meal.shortName, svg),
          contentType: 'image/svg+xml',
          body: svg,
        };
      }),
    );

    const plans = await tx
      .insert(mealPlans)
      .values([
        ...[6, 8, 12, 18].map((size) => ({
          sku: `PLAN-${size}`,
          shortName: `${size}-meals`,
          name: `${size} Meals per Week`,
          description: `${size} chef-prepared meals delivered every week. You choose the meals.`,
          mealsPerWeek: size,
          pricePerMealCents: { 6: 1299, 8: 1199, 12: 1099, 18: 999 }[size] ?? 1199,
          subscriptionPickingRequired: true,
        })),
        {
          sku: 'PLAN-CHEF-12',
          shortName: 'chefs-choice-12',
          name: "Chef's Choice, 12 Meals",
          description:
            '12 meals a week chosen by our chefs: nothing to pick, always something new.',
          mealsPerWeek: 12,
          pricePerMealCents: 1049,
          subscriptionPickingRequired: false,
        },
      ])
      .returning();
    const plan = (sku: string) => {
      const found = plans.find((p) => p.sku === sku);
      if (!found) throw new Error(`seed: no plan ${sku}`);
      return found;
    };

    const [mealbox, fitfuel] = await tx
      .insert(channels)
      .values([
        {
          slug: 'mealbox',
          name: 'Mealbox',
          hosts: ['localhost', '127.0.0.1', 'mealbox.localhost', 'mealbox.test'],
          isDefault: true,
          branding: branding({
            accent: '#2E7D32',
            logos: logos.mealbox,
            announcement: 'Free delivery on your first box. Order by Wednesday for next week.',
            phone: '8005550142',
          }),
          footer: DEFAULT_FOOTER,
          heroMealPlanId: plan('PLAN-12').id,
          subscriptionDiscountPercent: 10,
          futureWeeksAvailable: 0,
          subscriptionCancelEasily: true,
          subscriptionCancelText:
            'To cancel your subscription, call us at (800) 555-0142, Monday to Friday, 9am to 6pm.',
        },
        {
          slug: 'fitfuel',
          name: 'FitFuel Kitchen',
          hosts: ['fitfuel.localhost', 'fitfuel.test'],
          branding: branding({
            accent: '#C2410C',
            logos: logos.fitfuel,
            announcement: 'High-protein meals for athletes: save 15% with Subscribe & Save.',
            phone: '8885550199',
          }),
          footer: null,
          heroMealPlanId: plan('PLAN-8').id,
          subscriptionDiscountPercent: 15,
          futureWeeksAvailable: 2,
          subscriptionCancelEasily: false,
          subscriptionCancelText:
            'To cancel your FitFuel subscription, please call our team at (888) 555-0199. We are happy to pause your plan instead.',
          showSteps: false,
        },
      ])
      .returning();
    if (!mealbox || !fitfuel) throw new Error('seed: channels not created');

    // Each week shows a different rotation of the catalogue, chef's selection first.
    const weeks = Array.from({ length: MENU_WEEKS }, (_, i) => addWeeks(firstWeek, i));
    const menuRows = await tx
      .insert(menus)
      .values(
        [mealbox, fitfuel].flatMap((channel) =>
          weeks.map((week) => ({
            channelId: channel.id,
            week,
            deliveryDate: week,
            pickingDeadline: defaultPickingDeadline(week, options.timeZone),
            status: 'published' as const,
          })),
        ),
      )
      .returning();
    const entries = menuRows.flatMap((menu) => {
      const offset =
        (weeks.indexOf(menu.week) * 7 + (menu.channelId === fitfuel.id ? 3 : 0)) % itemRows.length;
      return Array.from({ length: MEALS_PER_MENU }, (_, position) => {
        const item = itemRows[(offset + position) % itemRows.length];
        if (!item) throw new Error('seed: menu item missing');
        return { menuId: menu.id, menuItemId: item.id, position, chefsChoice: position < 12 };
      });
    });
    await tx.insert(menuEntries).values(entries);

    const userRows = await tx
      .insert(users)
      .values(
        demoLogins.map((login, i) => {
          const [firstName, lastName] = demoNames[i] ?? ['Demo', 'User'];
          return {
            email: login.email,
            passwordHash: passwordHashes.get(login.password) ?? '',
            firstName,
            lastName,
            channelId: mealbox.id,
            ...demoAddress(i),
            ...(i > 0 ? demoCard(firstName, lastName, i) : {}),
            // The lapsed subscriber's card ended last month: the account page's card notice, and
            // a decline when the week is charged (the sandbox gateway declines this token).
            ...(login.email === 'lapsed@mealbox.test'
              ? { ...lastMonthExpiry(now), cardToken: 'tok_sandbox_decline_lapsed' }
              : {}),
          };
        }),
      )
      .returning();
    const [admin, picky, chef, , lapsed, holiday] = userRows;
    if (!admin || !picky || !chef || !lapsed || !holiday)
      throw new Error('seed: users not created');
    await tx
      .insert(userPermissions)
      .values(allPermissions.map((permission: Permission) => ({ userId: admin.id, permission })));

    await seedSubscriptions(tx, {
      channelId: mealbox.id,
      firstWeek,
      picky: { userId: picky.id, planId: plan('PLAN-8').id },
      chef: { userId: chef.id, planId: plan('PLAN-CHEF-12').id },
      lapsed: { userId: lapsed.id, planId: plan('PLAN-8').id },
      holiday: { userId: holiday.id, planId: plan('PLAN-8').id },
      firstMenuItems: entries.filter((e) => e.menuId === menuRows[0]?.id).map((e) => e.menuItemId),
    });
    await seedAffiliate(tx, {
      channelId: mealbox.id,
      firstWeek,
      coachId: userRows.find((u) => u.email === 'coach@mealbox.test')?.id,
      subscriberId: userRows.find((u) => u.email === 'lean@mealbox.test')?.id,
      menus: menuRows
        .filter((m) => m.channelId === mealbox.id)
        .slice(0, 2)
        .map((m) => ({
          week: m.week,
          menuItems: entries.filter((e) => e.menuId === m.id).map((e) => e.menuItemId),
        })),
    });

    await tx.insert(discounts).values([
      {
        code: 'WELCOME20',
        description: '20% off your first order',
        kind: 'percent',
        amount: 20,
        firstOrderOnly: true,
      },
      {
        code: 'SAVE10',
        description: '$10 off orders of $80 or more',
        kind: 'fixed',
        amount: 1000,
        minSubtotalCents: 8000,
      },
      {
        code: 'FITFUEL15',
        description: '15% off at FitFuel Kitchen',
        kind: 'percent',
        amount: 15,
        channelId: fitfuel.id,
        maxRedemptions: 500,
      },
    ]);
    await tx.insert(giftCards).values([
      {
        code: 'DEMQGFTCARD25XYZ',
        amountCents: 2500,
        createdByUserId: admin.id,
        note: 'Demo gift card',
      },
      {
        code: 'DEMQGFTCARD5QXYZ',
        amountCents: 5000,
        createdByUserId: admin.id,
        note: 'Demo gift card',
      },
    ]);

    return {
      channels: 2,
      meals: itemRows.length,
      plans: plans.length,
      menus: menuRows.length,
      firstWeek,
      users: userRows.length,
    };
  });
}

const demoNames: Array<[string, string]> = [
  ['Avery', 'Admin'],
  ['Priya', 'Patel'],
  ['Marcus', 'Chen'],
  ['Jordan', 'Rivera'],
  ['Sam', 'Okafor'],
  ['Noor', 'Haddad'],
  ['Dana', 'Brooks'],
  ['Lee', 'Nakamura'],
];

function demoAddress(i: number) {
  const streets = ['120 Market Street', '48 Maple Avenue', '9 Harbor View Road', '305 Elm Street'];
  return {
    address1: streets[i % streets.length] ?? streets[0],
    city: 'Brooklyn',
    state: 'NY',
    zipCode: `112${String(10 + i).padStart(2, '0')}`,
    dayphone: `718-555-01${String(20 + i).padStart(2, '0')}`,
  };
}

function demoCard(firstName: string, lastName: string, i: number) {
  return {
    paymentFirstName: firstName,
    paymentLastName: lastName,
    cardToken: `tok_sandbox_demo_${i}`,
    cardBrand: 'Visa',
    cardLast4: '4242',
    cardExpMonth: 8,
    cardExpYear: 2029,
  };
}

function branding(options: {
  accent: string;
  logos: { logo: string; mobile: string };
  announcement: string;
  phone: string;
}): ChannelBranding {
  return {
    accent_color: options.accent,
    logo: options.logos.logo,
    logo_mobile: options.logos.mobile,
    logo_mobile_position: 'center',
    homepage_url: '/',
    navigation_links: {
      main_navigation: [
        { label: 'Our Menus', url: '/pages/our-menus' },
        { label: 'Meals', url: '/meals' },
        { label: 'FAQ', url: '/frequently-asked-questions' },
      ],
      account: [
        { label: 'My Schedule', url: '/my-schedule' },
        { label: 'My Account', url: '/account-settings' },
      ],
    },
    announcement_message: options.announcement,
    support_phone: options.phone,
    terms_and_conditions_url: '/terms-of-service',
    privacy_policy_url: '/privacy-policy',
  };
}

async function insertLogos(tx: Tx) {
  const specs = {
    mealbox: { name: 'Mealbox', color: '#2E7D32' },
    fitfuel: { name: 'FitFuel Kitchen', color: '#C2410C' },
  } as const;
  const out = {} as Record<keyof typeof specs, { logo: string; mobile: string }>;
  for (const [slug, spec] of Object.entries(specs) as Array<
    [keyof typeof specs, (typeof specs)[keyof typeof specs]]
  >) {
    const full = renderLogoSvg({ text: spec.name, color: spec.color, compact: false });
    const compact = renderLogoSvg({ text: spec.name, color: spec.color, compact: true });
    out[slug] = {
      logo: mediaPath('brand', `${slug}-logo`, full),
      mobile: mediaPath('brand', `${slug}-logo-mobile`, compact),
    };
    await tx.insert(media).values([
      { path: out[slug].logo, contentType: 'image/svg+xml', body: full },
      { path: out[slug].mobile, contentType: 'image/svg+xml', body: compact },
    ]);
  }
  return out;
}

async function seedSubscriptions(
  tx: Tx,
  options: {
    channelId: number;
    firstWeek: string;
    picky: { userId: number; planId: number };
    chef: { userId: number; planId: number };
    lapsed: { userId: number; planId: number };
    holiday: { userId: number; planId: number };
    firstMenuItems: number[];
  },
) {
  const subs = await tx
    .insert(subscriptions)
    .values([
      {
        userId: options.picky.userId,
        channelId: options.channelId,
        mealPlanId: options.picky.planId,
        startWeek: options.firstWeek,
      },
      {
        userId: options.chef.userId,
        channelId: options.channelId,
        mealPlanId: options.chef.planId,
        startWeek: options.firstWeek,
      },
      {
        userId: options.lapsed.userId,
        channelId: options.channelId,
        mealPlanId: options.lapsed.planId,
        startWeek: options.firstWeek,
      },
      {
        userId: options.holiday.userId,
        channelId: options.channelId,
        mealPlanId: options.holiday.planId,
        startWeek: options.firstWeek,
      },
    ])
    .returning();
  const [pickySub, chefSub, lapsedSub, holidaySub] = subs;
  if (!pickySub || !chefSub || !lapsedSub || !holidaySub)
    throw new Error('seed: subscriptions not created');
  const weeks = await tx
    .insert(subscriptionWeeks)
    .values([
      { subscriptionId: pickySub.id, week: options.firstWeek, state: 'picked' },
      { subscriptionId: chefSub.id, week: options.firstWeek, state: 'pending' },
      { subscriptionId: lapsedSub.id, week: options.firstWeek, state: 'picked' },
      // Picked and not yet ordered, so still open: this account's plan modal offers the skip.
      { subscriptionId: holidaySub.id, week: options.firstWeek, state: 'picked' },
    ])
    .returning();
  const [pickyWeek, , lapsedWeek, holidayWeek] = weeks;
  if (!pickyWeek || !lapsedWeek || !holidayWeek) throw new Error('seed: subscription week missing');
  // Eight picks each: the 8-meal plan's box is full.
  await tx.insert(subscriptionWeekItems).values(
    [pickyWeek, lapsedWeek, holidayWeek].flatMap((week) =>
      options.firstMenuItems.slice(0, 4).map((menuItemId) => ({
        subscriptionWeekId: week.id,
        menuItemId,
        quantity: 2,
      })),
    ),
  );
}

/**
 * An affiliate (a coach) owning a 10-meal plan of Mealbox, with the meals chosen for the first
 * two weeks, and one subscriber on it, whom the weekly cycle gives the coach's selection.
 */
async function seedAffiliate(
  tx: Tx,
  options: {
    channelId: number;
    firstWeek: string;
    coachId: number | undefined;
    subscriberId: number | undefined;
    menus: Array<{ week: string; menuItems: number[] }>;
  },
) {
  const { coachId, subscriberId } = options;
  if (!coachId || !subscriberId) throw new Error('seed: affiliate users not created');
  await tx.insert(userPermissions).values({ userId: coachId, permission: 'affiliate' });
  const [plan] = await tx
    .insert(mealPlans)
    .values({
      sku: 'PLAN-COACH-DANA-10',
      shortName: 'coach-dana',
      name: "Coach Dana's Lean Plan",
      description: '10 high-protein meals a week, chosen every week by Coach Dana.',
      mealsPerWeek: 10,
      pricePerMealCents: 1149,
      subscriptionPickingRequired: false,
      affiliateUserId: coachId,
      channelId: options.channelId,
    })
    .returning();
  if (!plan) throw new Error('seed: affiliate plan not created');
  // Four meals twice and two once: ten, the plan's box, from each week's menu.
  await tx.insert(affiliateSelections).values(
    options.menus.flatMap((menu) =>
      menu.menuItems.slice(12, 18).map((menuItemId, i) => ({
        mealPlanId: plan.id,
        week: menu.week,
        menuItemId,
        quantity: i < 4 ? 2 : 1,
      })),
    ),
  );
  await tx.insert(subscriptions).values({
    userId: subscriberId,
    channelId: options.channelId,
    mealPlanId: plan.id,
    startWeek: options.firstWeek,
  });
}

/** A card that ended the month before `now`. */
function lastMonthExpiry(now: Date) {
  const month = now.getUTCMonth(); // 0-based: this month's number minus one is last month
  return month === 0
    ? { cardExpMonth: 12, cardExpYear: now.getUTCFullYear() - 1 }
    : { cardExpMonth: month, cardExpYear: now.getUTCFullYear() };
}
