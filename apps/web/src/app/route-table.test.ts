import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@mealbox/contracts';
import { carryQueryString, isAllowed } from './route-table';

const user = (permissions: string[]) => ({ permissions }) as unknown as CurrentUser;

describe('navigation guard', () => {
  it('lets everyone open guest routes', () => {
    expect(isAllowed('guest', null)).toBe(true);
  });

  it('sends visitors without a session away from logged-in routes', () => {
    expect(isAllowed('logged-in', null)).toBe(false);
    expect(isAllowed('logged-in', user([]))).toBe(true);
  });

  it('opens admin routes only with the view-admin permission', () => {
    expect(isAllowed('view-admin', user([]))).toBe(false);
    expect(isAllowed('view-admin', user(['manage-orders']))).toBe(false);
    expect(isAllowed('view-admin', user(['view-admin']))).toBe(true);
  });
});

describe('query string carry-over', () => {
  it('carries the previous query string to a new route that has none', () => {
    expect(
      carryQueryString(
        { pathname: '/meals', search: '?utm=x' },
        { pathname: '/login', search: '' },
      ),
    ).toBe('/login?utm=x');
  });

  it('keeps a query string the new route brings, and does nothing on the first load', () => {
    expect(
      carryQueryString(
        { pathname: '/meals', search: '?a=1' },
        { pathname: '/login', search: '?b=2' },
      ),
    ).toBeNull();
    expect(carryQueryString(null, { pathname: '/login', search: '' })).toBeNull();
    expect(
      carryQueryString({ pathname: '/', search: '' }, { pathname: '/login', search: '' }),
    ).toBeNull();
  });

  it('lets a page drop its own query string (clearing filters)', () => {
    expect(
      carryQueryString(
        { pathname: '/meals', search: '?tag=Keto' },
        { pathname: '/meals', search: '' },
      ),
    ).toBeNull();
  });
});
