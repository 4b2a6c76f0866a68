import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * The record's history within the page's width: on a phone its table scrolls sideways inside
 * this frame (which the keyboard can focus and scroll) instead of widening the whole page.
 */
export function HistoryFrame({ children }: { children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label="History table"
      tabIndex={0}
      sx={{ minWidth: 0, overflowX: 'auto' }}
    >
      {children}
    </Box>
  );
}
