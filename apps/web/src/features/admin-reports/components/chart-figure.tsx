import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

/** Whether charts should draw without moving (the visitor asked for less motion). */
export const useStillCharts = () => useMediaQuery('(prefers-reduced-motion: reduce)');

/**
 * A chart with its title: a figure named by its caption. The drawing itself is hidden from
 * assistive technology (the charts' library marks its SVG so): a table on the same page reads
 * out the same figures.
 */
export function ChartFigure({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="figure" aria-labelledby={id} sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" id={id} sx={{ fontWeight: 600, fontSize: 15 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
