import type { QueryClient } from '@tanstack/react-query';
import type { Menu, MenuWeek } from '@mealbox/contracts';
import { catalogKeys } from './catalog-keys';

/**
 * Seeds the catalogue queries with the answers the page inlined for its screen (the server's
 * web-app/page-data.ts), keyed by API path, so the menu shows without a round trip.
 */
export function seedCatalogQueries(client: QueryClient, data: Record<string, unknown>): void {
  for (const [path, body] of Object.entries(data)) {
    if (path === '/api/menus') {
      client.setQueryData(catalogKeys.weeks(), (body as { weeks: MenuWeek[] }).weeks);
    } else if (path.startsWith('/api/menus/')) {
      const menu = body as Menu;
      client.setQueryData(catalogKeys.menu(path.slice('/api/menus/'.length)), menu);
      // The current week is also asked for by its date (the week columns of /pages/our-menus).
      client.setQueryData(catalogKeys.menu(menu.week), menu);
    }
  }
}
