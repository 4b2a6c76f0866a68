// The database side of the storefront benchmark (bench/storefront.mjs), written with the server's
// own code (schema, seed, tokens). Run from the root of the checkout copy under tsx:
//   node --import tsx <bench>/storefront-db.mjs setup|verify <options.json>
// setup: migrates, seeds the demo store and adds the customers the checkout scenario needs, each
//        with a live session and a full box (what registering, signing in and filling a box
//        through the API would leave, without argon2 and the rate limits for thousands of them).
// verify: counts what the checkout scenario left behind.
// setup's `channel` (a channel's slug, the default channel without it) is where the customers
// and their boxes are.
// The options name the database (`{ dataDir }` for PGlite, `{ url }` for PostgreSQL); the answer
// is written as JSON to `options.output`. PGlite allows one process per data directory: both
// commands run while the server is stopped.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [command, optionsFile] = process.argv.slice(2);
const options = JSON.parse(readFileSync(optionsFile, 'utf8'));
const server = (path) => import(pathToFileURL(join(process.cwd(), 'apps/server/src', path)).href);

/** Emails of the bench's customers: `bench-<n>@bench.test`. */
const BENCH_EMAIL = (n) => `bench-${n}@bench.test`;

const { openDatabase } = await server('db/client.ts');
const database = openDatabase({
  url: options.database.url,
  dataDir: options.database.dataDir ?? '',
  poolSize: 2,
  onIdleError: () => {},
});

const rows = async (text) => (await database.db.execute(text)).rows;
const one = async (text) => {
  const [row] = await rows(text);
  if (!row) throw new Error(`no row for: ${text}`);
  return row;
};

async function setup() {
  const schema = await server('db/schema.ts');
  const { isEmpty, seedDemoData } = await server('db/seed.ts');
  const { listOpenMenusAtVersion, listMenuItems } = await server(
    'modules/catalog/catalog.repository.ts',
  );
  const { sha256 } = await server('lib/tokens.ts');
  const { csrfTokenFor, newSessionToken } = await server('modules/accounts/session-tokens.ts');
  const { db } = database;

  await database.migrate();
  if (await isEmpty(db)) await seedDemoData(db, { timeZone: options.timeZone });

  // Issue 11's subscribers shop in another channel (`options.channel`, a slug).
  const channel = await one(
    options.channel
      ? `select id from channels where slug = '${options.channel.replace(/'/g, "''")}' limit 1`
      : `select id from channels where is_default limit 1`,
  );
  const channelId = Number(channel.id);
  const [menu] = (await listOpenMenusAtVersion(db, channelId, new Date(), 1)).menus;
  if (!menu) throw new Error('the seed left no open menu');
  const items = await listMenuItems(db, menu.id);
  const plan = await one(
    `select id, meals_per_week from meal_plans where sku = '${options.planSku}' limit 1`,
  );
  const mealsPerBox = Number(plan.meals_per_week);
  if (items.length < mealsPerBox) throw new Error('the menu has fewer meals than the box');

  const customers = [];
  const expiresAt = new Date(Date.now() + 2 * 24 * 3600 * 1000);
  const BATCH = 250;
  for (let first = 0; first < options.customers; first += BATCH) {
    const count = Math.min(BATCH, options.customers - first);
    const batch = Array.from({ length: count }, (_, i) => {
      const n = first + i;
      const token = newSessionToken();
      return { n, token, email: BENCH_EMAIL(n) };
    });
    const users = await db
      .insert(schema.users)
      .values(
        batch.map((c) => ({
          email: c.email,
          // Never used: these customers sign in through their session rows below.
          passwordHash: 'bench-no-login',
          firstName: 'Bench',
          lastName: `Customer ${c.n}`,
          channelId,
        })),
      )
      .returning({ id: schema.users.id, email: schema.users.email });
    const idByEmail = new Map(users.map((u) => [u.email, u.id]));
    for (const c of batch) c.userId = idByEmail.get(c.email);
    await db.insert(schema.sessions).values(
      batch.map((c) => ({
        idHash: sha256(c.token),
        userId: c.userId,
        expiresAt,
        userAgent: 'mealbox-bench',
        ipAddress: '127.0.0.1',
      })),
    );
    const carts = await db
      .insert(schema.carts)
      .values(
        batch.map((c) => ({
          visitorKey: sha256(c.token),
          userId: c.userId,
          channelId,
          week: menu.week,
          mealPlanId: Number(plan.id),
          checkoutAction: 'new_subscription_order',
        })),
      )
      .returning({ id: schema.carts.id, userId: schema.carts.userId });
    const cartByUser = new Map(carts.map((c) => [c.userId, c.id]));
    await db.insert(schema.cartLines).values(
      batch.flatMap((c) =>
        Array.from({ length: mealsPerBox }, (_, k) => ({
          cartId: cartByUser.get(c.userId),
          // A different box for each customer: a window sliding over the menu.
          menuItemId: items[(c.n + k) % items.length].id,
          quantity: 1,
        })),
      ),
    );
    for (const c of batch) {
      customers.push({
        cookie: `sid=${c.token}`,
        csrfToken: csrfTokenFor({ SESSION_SECRET: options.sessionSecret }, c.token),
      });
    }
  }
  return {
    channelId,
    week: menu.week,
    mealsPerBox,
    skus: items.map((i) => i.sku),
    customers,
  };
}

/** What the checkout scenario left: every order of a bench customer with its payments. */
async function verify() {
  const like = `'bench-%@bench.test'`;
  const orders = await one(`
    select count(*)::int as orders,
           count(*) filter (where o.status = 'paid')::int as paid,
           count(*) filter (where o.subscription_id is not null)::int as with_subscription,
           count(distinct o.user_id)::int as customers
      from orders o join users u on u.id = o.user_id
     where u.email like ${like}`);
  const payments = await one(`
    select count(*)::int as orders_paid_once
      from (select o.id
              from orders o
              join users u on u.id = o.user_id
              join payments p on p.order_id = o.id
             where u.email like ${like}
             group by o.id, o.card_charge_cents
            having count(*) = 1
               and bool_and(p.status = 'succeeded' and p.amount_cents = o.card_charge_cents
                            and p.gateway_reference is not null)) as once`);
  const allPayments = await one(`
    select count(*)::int as payments
      from payments p join orders o on o.id = p.order_id join users u on u.id = o.user_id
     where u.email like ${like}`);
  const leftovers = await one(`
    select count(*)::int as carts_of_buyers
      from carts c
     where c.user_id in (select o.user_id from orders o join users u on u.id = o.user_id
                          where u.email like ${like})`);
  const mails = await one(`
    select count(*)::int as confirmation_mails
      from email_outbox where "to" like ${like}`);
  return { ...orders, ...payments, ...allPayments, ...leftovers, ...mails };
}

try {
  const result = command === 'setup' ? await setup() : command === 'verify' ? await verify() : null;
  if (!result) throw new Error(`unknown command ${command}`);
  writeFileSync(options.output, JSON.stringify(result));
} finally {
  await database.close();
}
