import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One numbered part of the checkout, as a card with its heading (ui.md: calm forms). */
export function CheckoutSection({
  step,
  title,
  children,
  action,
}: {
  step: number;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5 }}
    >
      <Typography
        variant="h2"
        sx={{ fontSize: 20, display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}
      >
        <span aria-hidden="true">{step}.</span> {title}
        {action && <span style={{ marginLeft: 'auto' }}>{action}</span>}
      </Typography>
      {children}
    </Paper>
  );
}
