import { describe, expect, it } from 'vitest';
import type { MenuRow } from '../catalog/catalog.repository.ts';
import { KnownOpenMenus } from './known-open-menus.ts';

const menu = (week: string, deadline: string): MenuRow => ({
  id: Number(week.replaceAll('-', '')),
  channelId: 1,
  week,
  deliveryDate: week,
  pickingDeadline: new Date(deadline),
  status: 'published',
  createdAt: new Date('2026-11-01T00:00:00Z'),
  updatedAt: new Date('2026-11-01T00:00:00Z'),
});

const first = menu('2026-11-30', '2026-11-26T05:00:00Z');
const second = menu('2026-12-07', '2026-12-03T05:00:00Z');

describe('the open menus a process knows for skips and unskips', () => {
  it('recalls a read until the first deadline among its menus passes', () => {
    const known = new KnownOpenMenus();
    known.remember(1, { catalogVersion: 7, menus: [first, second] });
    expect(known.recall(1, new Date('2026-11-26T04:59:59Z'))).toEqual({
      catalogVersion: 7,
      menus: [first, second],
      until: first.pickingDeadline.getTime(),
    });
    expect(known.recall(1, new Date('2026-11-26T05:00:00Z'))).toBeUndefined();
  });

  it('keeps each channel apart, and forgets a channel when asked', () => {
    const known = new KnownOpenMenus();
    known.remember(1, { catalogVersion: 7, menus: [first] });
    const before = new Date('2026-11-25T00:00:00Z');
    expect(known.recall(2, before)).toBeUndefined();
    known.forget(1);
    expect(known.recall(1, before)).toBeUndefined();
  });

  it('keeps nothing from a read that found no open menu', () => {
    const known = new KnownOpenMenus();
    known.remember(1, { catalogVersion: 7, menus: [] });
    expect(known.recall(1, new Date('2026-11-25T00:00:00Z'))).toBeUndefined();
  });
});
