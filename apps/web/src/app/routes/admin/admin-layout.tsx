import { NavLink, Outlet } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';

const sections = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/asdf', label: 'Operations' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/menu', label: 'Menus' },
  { to: '/admin/menuItems', label: 'Menu Items' },
  { to: '/admin/user', label: 'Users' },
  { to: '/admin/discounts', label: 'Discounts' },
  { to: '/admin/giftCards', label: 'Gift Cards' },
  { to: '/admin/reports', label: 'Reports' },
  { to: '/admin/unattendedQueueAdmin', label: 'Unattended Queue' },
  { to: '/admin/subscriptionOrderStatusAdmin', label: 'Subscription Orders' },
];

/** The staff area: a tool, not a shop window (ui.md). Its own lazy chunk. */
export default function AdminLayout() {
  return (
    <Box sx={{ display: 'flex', minHeight: 'calc(100vh - 200px)' }}>
      <Box
        component="nav"
        aria-label="Administration"
        sx={{
          width: 220,
          flexShrink: 0,
          borderRight: 1,
          borderColor: 'divider',
          display: { xs: 'none', md: 'block' },
        }}
      >
        <List dense>
          {sections.map((s) => (
            <ListItem key={s.to} disablePadding>
              <ListItemButton component={NavLink} to={s.to}>
                <ListItemText primary={s.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
