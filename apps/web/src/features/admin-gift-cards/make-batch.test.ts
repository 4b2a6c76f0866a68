import { describe, expect, it } from 'vitest';
import type { CreateGiftCardsInput } from '@mealbox/contracts';
import { giftCardsCsv, giftCardsCsvName } from './csv';
import { makeBatch } from './make-batch';

describe('making a batch of gift cards in parts', () => {
  it('asks in parts, the first naming the batch and the rest joining it, reporting each', async () => {
    const asked: CreateGiftCardsInput[] = [];
    let id = 0;
    const seen: number[] = [];
    const result = await makeBatch(
      { count: 250, amount_cents: 2500, note: 'x' },
      async (input) => {
        asked.push(input);
        const cards = Array.from({ length: input.count }, () => ({ id: ++id, code: `C${id}` }));
        return { batch: input.batch ?? 'B1', amount_cents: 2500, cards };
      },
      (p) => seen.push(p.cards.length),
      100,
    );
    expect(asked.map((a) => [a.count, a.batch])).toEqual([
      [100, undefined],
      [100, 'B1'],
      [50, 'B1'],
    ]);
    expect(seen).toEqual([100, 200, 250]);
    expect(result.cards).toHaveLength(250);
    expect(result.batch).toBe('B1');
  });

  it('keeps the cards made before a part failed', async () => {
    let calls = 0;
    const seen: number[] = [];
    await expect(
      makeBatch(
        { count: 30, amount_cents: 100, note: '' },
        async (input) => {
          if (++calls === 2) throw new Error('offline');
          return {
            batch: 'B2',
            amount_cents: 100,
            cards: [{ id: 1, code: 'A' }].slice(0, input.count),
          };
        },
        (p) => seen.push(p.cards.length),
        10,
      ),
    ).rejects.toThrow('offline');
    expect(seen).toEqual([1]);
  });
});

describe('the gift cards CSV', () => {
  it('has a header row and a card per row, and a file name with the batch', () => {
    expect(
      giftCardsCsv('20261207-ABCDEF', 100_000, [
        { id: 7, code: 'AAAABBBBCCCCDDDD' },
        { id: 8, code: 'EEEEFFFFGGGGHHHH' },
      ]),
    ).toBe(
      'code,amount_usd,batch,id\r\nAAAABBBBCCCCDDDD,1000.00,20261207-ABCDEF,7\r\nEEEEFFFFGGGGHHHH,1000.00,20261207-ABCDEF,8\r\n',
    );
    expect(giftCardsCsvName('20261207-ABCDEF')).toBe('gift-cards-20261207-ABCDEF.csv');
  });
});
