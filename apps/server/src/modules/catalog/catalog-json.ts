import type { MealPlan, Menu, MenuWeek } from '@mealbox/contracts';
import type { ServiceContext } from '../service-context.ts';
import { JsonCache, type CachedJson } from '../../lib/json-cache.ts';
import * as catalog from './catalog.service.ts';

const MENU_CACHE_MS = 15_000;

/**
 * The catalogue's hot read-only answers, serialized once per channel for a few seconds: the API
 * sends them as they are, and the page inlines them for the screen it opens.
 */
export class CatalogJson {
  private readonly cache = new JsonCache(MENU_CACHE_MS);

  weeks(ctx: ServiceContext): Promise<CachedJson<{ weeks: MenuWeek[] }>> {
    return this.cache.get(
      `${ctx.channel.id}:weeks`,
      async () => ({ weeks: await catalog.upcomingWeeks(ctx) }),
      ctx.clock.now().getTime(),
    );
  }

  currentMenu(ctx: ServiceContext): Promise<CachedJson<Menu>> {
    return this.cache.get(
      `${ctx.channel.id}:current`,
      () => catalog.currentMenu(ctx),
      ctx.clock.now().getTime(),
    );
  }

  menu(ctx: ServiceContext, week: string): Promise<CachedJson<Menu>> {
    return this.cache.get(
      `${ctx.channel.id}:week:${week}`,
      () => catalog.menuForWeek(ctx, week),
      ctx.clock.now().getTime(),
    );
  }

  /**
   * Staff changed the catalogue (a week, its meals, a meal): this process answers from the
   * database again at once; other processes' copies last at most MENU_CACHE_MS.
   */
  changed(): void {
    this.cache.clear();
  }

  mealPlans(ctx: ServiceContext): Promise<CachedJson<{ meal_plans: MealPlan[] }>> {
    return this.cache.get(
      `${ctx.channel.id}:plans`,
      async () => ({ meal_plans: await catalog.mealPlans(ctx) }),
      ctx.clock.now().getTime(),
    );
  }
}
