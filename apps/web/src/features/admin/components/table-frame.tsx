import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * A table's frame named `<label> table`: on a phone the table scrolls sideways in it (focusable,
 * so by keyboard too) instead of widening the page.
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={`${label} table`}
      tabIndex={0}
      sx={{ minWidth: 0, overflowX: 'auto' }}
    >
      {children}
    </Box>
  );
}
