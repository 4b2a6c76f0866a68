import type { ChannelConfig, CurrentUser, NavigationLink } from '@mealbox/contracts';
import { canViewAdmin } from '../session-store';

/**
 * The avatar menu's and mobile account section's entries (spec §2): Administration only with
 * view-admin, then the channel's account links (My Schedule, My Account), then Log out.
 */
export function accountMenuLinks(
  channel: ChannelConfig,
  user: CurrentUser | null,
): NavigationLink[] {
  if (!user) return [{ label: 'Login', url: '/login' }];
  return [
    ...(canViewAdmin(user) ? [{ label: 'Administration', url: '/admin' }] : []),
    ...channel.navigation_links.account,
    { label: 'Log out', url: '/logout' },
  ];
}
