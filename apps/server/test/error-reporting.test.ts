import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

/** A stand-in for the error-reporting service: records every envelope posted to it. */
let receiver: Server;
const envelopes: string[] = [];
let t: TestApp;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      envelopes.push(body);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  t = await createTestApp({
    seed: true,
    env: { SENTRY_DSN: `http://publickey@127.0.0.1:${port}/42` },
    configure: (app) => {
      app.get('/api/test/explode', () => {
        throw new Error('kitchen on fire');
      });
    },
  });
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('error reporting', () => {
  it('answers an unhandled error with a plain 500 and reports it to the configured DSN', async () => {
    const res = await t.app.inject({ url: '/api/test/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(res.body).not.toContain('kitchen on fire');
    await expect
      .poll(() => envelopes.some((e) => e.includes('kitchen on fire')), { timeout: 10_000 })
      .toBe(true);
  });

  it('does not report the errors customers cause (validation, 404)', async () => {
    const before = envelopes.length;
    await t.app.inject({ url: '/api/nope' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(envelopes.length).toBe(before);
  });
});
