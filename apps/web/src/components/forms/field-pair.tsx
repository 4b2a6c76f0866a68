import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Two fields side by side from the small-tablet width up, stacked on phones. */
export function FieldPair({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {children}
    </Box>
  );
}
