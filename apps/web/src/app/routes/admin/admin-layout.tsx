import { Suspense, useEffect, useState } from 'react';
import {
  Link as RouterLink,
  NavLink,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
} from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { PageLoading } from '../../../components/page-loading';
import { useSession } from '../../../features/accounts';
import { adminPages, type AdminPageEntry } from '../../admin-pages';
import { documentTitle } from '../../route-table';
import { adminScreen } from './admin-screens';

const DRAWER_WIDTH = 232;

/** The admin page the path opens, as the router matches it. */
function pageAt(pathname: string): AdminPageEntry | undefined {
  return adminPages.find((page) => matchPath(`/admin/${page.path}`, pathname));
}

function Navigation({ onNavigate }: { onNavigate?: () => void }) {
  const permissions = useSession((s) => s.user?.permissions ?? []);
  const entries = adminPages.filter(
    (page) => page.nav && permissions.includes(page.nav.permission),
  );
  return (
    <List dense>
      {entries.map((page) => (
        <ListItem key={page.path} disablePadding>
          <ListItemButton
            component={NavLink}
            to={`/admin/${page.path}`}
            {...(onNavigate ? { onClick: onNavigate } : {})}
            sx={{ '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
          >
            <ListItemText primary={page.nav?.label} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** An admin page: the document's title from the page (spec §2), its module loaded lazily. */
function AdminScreen({
  page,
  Page,
}: {
  page: AdminPageEntry;
  Page: ReturnType<typeof adminScreen>;
}) {
  const channelName = useSession((s) => s.channel.name);
  useEffect(() => {
    document.title = documentTitle(page.title, channelName);
  }, [page.title, channelName]);
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/** Any other path in the area: a page of its own, with the heading every page has. */
function NoSuchAdminPage() {
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 2 }}>
        Page not found
      </Typography>
      <Typography>There is no such admin page.</Typography>
    </>
  );
}

/**
 * The staff area: a tool, not a shop window (ui.md). A drawer of the pages the user may open,
 * the page's title and, on a detail page, the way back to its list. Its own lazy chunk: a
 * customer never downloads it.
 */
export default function AdminLayout() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const page = pageAt(pathname);
  const parent = page?.parent ? adminPages.find((p) => p.path === page.parent) : undefined;
  return (
    <Box sx={{ display: 'flex', minHeight: 'calc(100vh - 200px)' }}>
      <Box
        component="nav"
        aria-label="Administration"
        sx={{
          width: DRAWER_WIDTH,
          flexShrink: 0,
          borderRight: 1,
          borderColor: 'divider',
          display: { xs: 'none', md: 'block' },
        }}
      >
        <Navigation />
      </Box>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: { md: 'none' } }}
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}
      >
        <Box component="nav" aria-label="Administration">
          <Navigation onNavigate={() => setOpen(false)} />
        </Box>
      </Drawer>
      <Box component="section" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setOpen(true)}
          sx={{ display: { md: 'none' }, mb: 2 }}
        >
          Admin menu
        </Button>
        {parent && (
          <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 1 }}>
            <Link component={RouterLink} to={`/admin/${parent.path}`} underline="hover">
              {parent.title}
            </Link>
            <Typography color="text.primary" aria-current="page">
              {page?.title}
            </Typography>
          </Breadcrumbs>
        )}
        {page && (
          <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 2 }}>
            {page.title}
          </Typography>
        )}
        <Routes>
          <Route index element={<Navigate to="dashboard" replace />} />
          {adminPages.map((p) => (
            <Route
              key={p.path}
              path={p.path}
              element={<AdminScreen page={p} Page={adminScreen(p.screen)} />}
            />
          ))}
          <Route path="*" element={<NoSuchAdminPage />} />
        </Routes>
      </Box>
    </Box>
  );
}
