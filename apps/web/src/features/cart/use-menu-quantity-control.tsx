import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { MenuItem } from '@mealbox/contracts';
import { QuantityControl } from './components/quantity-control';
import { useSession } from '../accounts';
import { parseMenuQuery, useMenu, useUpcomingWeeks } from '../catalog';
import { useUi } from '../../lib/ui-store';

/**
 * The render function a menu page hands MenuBrowser: the cart's control for each meal, only when
 * the week shown can be ordered (spec §2). The week becomes the box the header shows.
 */
export function useMenuQuantityControl(): ((item: MenuItem) => React.ReactNode) | undefined {
  const [params] = useSearchParams();
  const week = parseMenuQuery(params).week ?? undefined;
  const futureWeeks = useSession((s) => s.site.future_weeks_available);
  const menu = useMenu(week ?? 'current');
  const weeks = useUpcomingWeeks();
  const orderable = Boolean(weeks.data?.find((w) => w.week === menu.data?.week)?.orderable);
  const setCartWeek = useUi((s) => s.setCartWeek);
  useEffect(() => {
    setCartWeek(week ?? null);
  }, [week, setCartWeek]);
  const render = useCallback(
    (item: MenuItem) => (
      <QuantityControl
        sku={item.sku}
        name={item.details.name}
        week={week}
        futureWeeksAvailable={futureWeeks}
      />
    ),
    [week, futureWeeks],
  );
  return orderable ? render : undefined;
}
