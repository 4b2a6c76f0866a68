import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { CloseIcon, ExpandLessIcon, ExpandMoreIcon, PhoneIcon } from '../../components/icons';
import { useSession } from '../../features/accounts/session-store';
import { accountMenuLinks } from '../../features/accounts/components/account-links';

/**
 * Slide-out panel (spec §2): first name, a collapsible account section, the main links, a Login
 * button when signed out, and a call-us link.
 */
export default function MobileNav({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useSession((s) => s.user);
  const channel = useSession((s) => s.channel);
  const [accountOpen, setAccountOpen] = useState(false);
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 300 }, 'aria-label': 'Site menu' } as object }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', p: 2, pb: 1 }}>
        <Typography variant="h3" component="p" sx={{ flex: 1 }}>
          {user ? `Hi, ${user.first_name}` : `Welcome to ${channel.name}`}
        </Typography>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {user && (
        <>
          <List disablePadding component="div">
            <ListItemButton
              onClick={() => setAccountOpen(!accountOpen)}
              aria-expanded={accountOpen}
            >
              <ListItemText
                primary="My Account"
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
              {accountOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            </ListItemButton>
          </List>
          <Collapse in={accountOpen} unmountOnExit>
            <List component="nav" disablePadding aria-label="Account">
              {accountMenuLinks(channel, user).map((link) => (
                <ListItemButton
                  key={link.url}
                  component={RouterLink}
                  to={link.url}
                  onClick={onClose}
                  sx={{ pl: 4 }}
                >
                  <ListItemText primary={link.label} />
                </ListItemButton>
              ))}
            </List>
          </Collapse>
          <Divider />
        </>
      )}
      <List component="nav" aria-label="Main">
        {channel.navigation_links.main_navigation.map((link) => (
          <ListItemButton key={link.url} component={RouterLink} to={link.url} onClick={onClose}>
            <ListItemText primary={link.label} />
          </ListItemButton>
        ))}
      </List>
      <Box sx={{ p: 2, display: 'grid', gap: 1.5, mt: 'auto' }}>
        {!user && (
          <Button
            variant="contained"
            component={RouterLink}
            to="/login"
            onClick={onClose}
            fullWidth
          >
            Login
          </Button>
        )}
        <Button
          variant="outlined"
          href={`tel:${channel.support_phone}`}
          startIcon={<PhoneIcon />}
          fullWidth
        >
          Call us {channel.support_phone_formatted}
        </Button>
      </Box>
    </Drawer>
  );
}
