import { describe, expect, it } from 'vitest';
import { CardRejected } from './payment-gateway.ts';
import { DECLINED_TEST_CARD, SandboxGateway } from './sandbox-gateway.ts';

const card = (number: string) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  name: 'Ada L',
  postalCode: '11201',
});

describe('sandbox payment gateway', () => {
  it('tokenizes a test card keeping only brand, last four and expiry', async () => {
    const token = await new SandboxGateway().tokenize(card('4242 4242 4242 4242'));
    expect(token).toMatchObject({ brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 });
    expect(JSON.stringify(token)).not.toContain('4242424242424242');
  });

  it('charges a good card once per idempotency key', async () => {
    const gateway = new SandboxGateway();
    const { token } = await gateway.tokenize(card('4242424242424242'));
    const first = await gateway.charge({
      token,
      amountCents: 1000,
      idempotencyKey: 'k1',
      description: 'x',
    });
    const retry = await gateway.charge({
      token,
      amountCents: 1000,
      idempotencyKey: 'k1',
      description: 'x',
    });
    expect(first.status).toBe('succeeded');
    expect(retry).toEqual(first);
  });

  it('declines 4000000000000002 when it is charged', async () => {
    const gateway = new SandboxGateway();
    const { token } = await gateway.tokenize(card(DECLINED_TEST_CARD));
    const result = await gateway.charge({
      token,
      amountCents: 1000,
      idempotencyKey: 'k2',
      description: 'x',
    });
    expect(result).toEqual({
      status: 'declined',
      message: 'Your card was declined. Please use a different card.',
    });
  });

  it('rejects a number that fails the checksum or has the wrong length with the spec message', async () => {
    const gateway = new SandboxGateway();
    await expect(gateway.tokenize(card('4242424242424241'))).rejects.toThrow(
      'Please enter a valid credit card number',
    );
    await expect(gateway.tokenize(card('424242424242'))).rejects.toBeInstanceOf(CardRejected);
  });

  it('rejects an expired card', async () => {
    await expect(
      new SandboxGateway().tokenize({ ...card('4242424242424242'), expYear: 2020 }),
    ).rejects.toThrow('This card has expired.');
  });
});
