import { Link as RouterLink } from 'react-router';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useSession } from '../session-store';
import { accountMenuLinks } from './account-links';

/** Logged in: name, Administration (view-admin only), My Schedule, My Account, Log out. Else Login. */
export default function AvatarMenuPopup({
  id,
  anchor,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const user = useSession((s) => s.user);
  const channel = useSession((s) => s.channel);
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {/* role none: a menu may only own menu items, so the name is plain text inside it. */}
      {user && (
        <ListSubheader role="none" sx={{ lineHeight: '36px', fontWeight: 700 }}>
          {user.name}
        </ListSubheader>
      )}
      {accountMenuLinks(channel, user).map((link) => (
        <MenuItem key={link.url} component={RouterLink} to={link.url} onClick={onClose}>
          {link.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
