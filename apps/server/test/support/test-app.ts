import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { seedDemoData } from '../../src/db/seed.ts';
import { loadEnv, type Env } from '../../src/env.ts';
import type { PaymentGateway } from '../../src/integrations/payments/payment-gateway.ts';
import type { Clock } from '../../src/lib/clock.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database & { url?: string };
  env: Env;
  close(): Promise<void>;
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://store.test',
    WEB_DIST: '/nonexistent',
    ...overrides,
  });
}

/** The real app on a fresh, seeded database. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    seed?: boolean;
    /** Extra routes or hooks a test needs, added before the app is ready. */
    configure?: (app: FastifyInstance) => void;
    /** The store's clock (the demo data is seeded for its "now"); real time by default. */
    clock?: Clock;
    /** The payment gateway; the sandbox by default. */
    payments?: PaymentGateway;
    /** PGlite's data directory for a test that needs its files; a run on a server ignores it. */
    dataDir?: string;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase({ dataDir: options.dataDir });
  if (options.seed !== false) {
    await seedDemoData(database.db, {
      timeZone: 'America/New_York',
      ...(options.clock ? { now: options.clock.now() } : {}),
    });
  }
  const env = testEnv(options.env);
  const app = await buildApp({
    env,
    database,
    logger: false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.payments ? { payments: options.payments } : {}),
  });
  options.configure?.(app);
  await app.ready();
  return {
    app,
    database,
    env,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** What a visitor talks to: the app in the test's process, or a store over HTTP (`overHttp`). */
export interface StoreApp {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/**
 * A browser-like visitor: keeps its cookies and sends the marker and CSRF headers the web
 * client sends.
 */
export class Visitor {
  private cookies = new Map<string, string>();
  csrfToken = '';

  constructor(
    private readonly app: StoreApp,
    readonly headers: Record<string, string> = {},
  ) {}

  /** Opens a page: gets a session cookie and the CSRF token, as index.html would. */
  async open(): Promise<this> {
    const res = await this.request({ method: 'GET', url: '/api/auth/me' });
    this.csrfToken = res.json<{ csrfToken: string }>().csrfToken;
    return this;
  }

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      ...options,
      headers: { ...this.headers, ...(cookie ? { cookie } : {}), ...options.headers },
    });
    for (const c of res.cookies) {
      if (c.maxAge === 0 || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    const body = res.headers['content-type']?.toString().includes('json')
      ? safeJson(res.body)
      : null;
    if (
      body &&
      typeof body === 'object' &&
      'csrfToken' in body &&
      typeof body.csrfToken === 'string'
    ) {
      this.csrfToken = body.csrfToken;
    }
    return res;
  }

  /** Signs in as the login form does (the demo customers' password by default). */
  async signIn(email: string, password = 'customer-demo-pass'): Promise<this> {
    const res = await this.post('/api/auth/login', { email, password });
    if (res.statusCode !== 200) {
      throw new Error(`signing in ${email} answered ${res.statusCode}: ${res.body}`);
    }
    return this;
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url, headers });
  }

  /** A state-changing call with the headers of spec §1. */
  post(url: string, payload?: unknown, headers: Record<string, string> = {}) {
    return this.change('POST', url, payload, headers);
  }

  put(url: string, payload?: unknown, headers: Record<string, string> = {}) {
    return this.change('PUT', url, payload, headers);
  }

  patch(url: string, payload?: unknown, headers: Record<string, string> = {}) {
    return this.change('PATCH', url, payload, headers);
  }

  delete(url: string, payload?: unknown, headers: Record<string, string> = {}) {
    return this.change('DELETE', url, payload, headers);
  }

  /** A call of any method, with the headers of spec §1 when it changes state. */
  call(method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) {
    if (method === 'GET') return this.get(url, headers);
    return this.change(method as 'POST' | 'PUT' | 'PATCH' | 'DELETE', url, payload, headers);
  }

  private change(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload: unknown,
    headers: Record<string, string>,
  ) {
    return this.request({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'x-csrf-token': this.csrfToken,
        ...headers,
      },
    });
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Sends this cookie from now on: a cookie kept from before, or one the visitor made up. */
  withCookie(name: string, value: string): this {
    this.cookies.set(name, value);
    return this;
  }

  /** The same visitor (cookies, CSRF token, headers) on another app of the same store. */
  on(app: StoreApp): Visitor {
    const moved = new Visitor(app, this.headers);
    moved.cookies = new Map(this.cookies);
    moved.csrfToken = this.csrfToken;
    return moved;
  }
}

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}
