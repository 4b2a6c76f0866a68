import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { weekChange, type Direction } from '../change';

const ARROWS: Record<Direction, string> = { up: '▲', down: '▼', same: '●' };

/**
 * One figure of the week: its value, last week's, and how it moved, in words with an arrow (the
 * colour says whether that is good news, but never alone), with a link to where it is detailed.
 */
export function FigureTile({
  label,
  current,
  previous,
  format,
  higherIsBetter,
  link,
}: {
  label: string;
  current: number;
  previous: number;
  format: (value: number) => string;
  higherIsBetter: boolean;
  link?: { to: string; label: string } | undefined;
}) {
  const id = useId();
  const change = weekChange(current, previous, format);
  const good = change.direction === (higherIsBetter ? 'up' : 'down');
  const color =
    change.direction === 'same' ? 'text.secondary' : good ? 'success.dark' : 'error.dark';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: 2, display: 'grid', gap: 0.25, alignContent: 'start' }}
    >
      <Typography component="h3" id={id} sx={{ fontSize: 14, fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {format(current)}
      </Typography>
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
        Last week: {format(previous)}
      </Typography>
      <Typography sx={{ fontSize: 14, color, fontWeight: 600 }}>
        <Box component="span" aria-hidden sx={{ mr: 0.5 }}>
          {ARROWS[change.direction]}
        </Box>
        {change.text}
      </Typography>
      {link && (
        <Link component={RouterLink} to={link.to} sx={{ fontSize: 14, mt: 0.5 }}>
          {link.label}
        </Link>
      )}
    </Paper>
  );
}
