import { describe, expect, it } from 'vitest';
import { gridSearch, readGridParams } from './grid-params';

describe("an admin list's state in its URL", () => {
  it('opens a list without a query on its first page, default size, unsorted', () => {
    expect(readGridParams(new URLSearchParams(''), ['week'])).toEqual({
      page: 0,
      pageSize: 25,
      sort: null,
      order: 'asc',
      q: '',
      filters: {},
    });
  });

  it('reads back what it wrote: page, size, sort, search and filters', () => {
    const params = {
      page: 3,
      pageSize: 50,
      sort: 'total',
      order: 'desc' as const,
      q: 'smith',
      filters: { week: '2026-12-07', status: 'paid' },
    };
    const search = gridSearch(params);
    expect(search.toString()).toBe(
      'page=3&page_size=50&sort=total&order=desc&q=smith&week=2026-12-07&status=paid',
    );
    expect(readGridParams(search, ['week', 'status'])).toEqual(params);
  });

  it('falls back to the default for a page size the grid does not offer or a page that is not a number', () => {
    const read = readGridParams(new URLSearchParams('page=-2&page_size=1000&order=sideways'), []);
    expect(read).toMatchObject({ page: 0, pageSize: 25, order: 'asc' });
  });

  it('ignores filters the list does not have', () => {
    expect(readGridParams(new URLSearchParams('evil=1&week=2026-12-07'), ['week']).filters).toEqual(
      { week: '2026-12-07' },
    );
  });
});
