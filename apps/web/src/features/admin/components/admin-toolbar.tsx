import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The row above an admin list: search and filters on the left, the page's action on the right. */
export function AdminToolbar({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      {children}
      {action && <Box sx={{ ml: 'auto' }}>{action}</Box>}
    </Box>
  );
}
