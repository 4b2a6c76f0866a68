import { lazy, Suspense, useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import { PersonIcon } from '../../../components/icons';
import { useSession } from '../session-store';

// The popup (and MUI's Popover/Modal code) loads on first open, not with every page.
const AvatarMenuPopup = lazy(() => import('./avatar-menu-popup'));

export function AvatarMenu() {
  const user = useSession((s) => s.user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const menuId = useId();
  return (
    <>
      <IconButton
        aria-label={user ? `Account menu for ${user.name}` : 'Account menu'}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => {
          setLoaded(true);
          setAnchor(e.currentTarget);
        }}
        // Pointer, not mouse: a phone's tap starts loading the menu before it lands.
        onPointerEnter={() => void import('./avatar-menu-popup')}
        color="inherit"
      >
        <PersonIcon />
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <AvatarMenuPopup id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
