import type { Ref } from 'react';
import Box from '@mui/material/Box';
import { CalendarIcon } from '../../components/meals/icons';

/**
 * The week, always clear near the top of a menu (ui.md): "Delivery the week of Nov 30 · choose
 * by Wednesday, Nov 25 at 11:59 PM". The spec's own words, 'Delivery the week of {week}', lead.
 */
export function DeliveryWeekLine({
  weekFormatted,
  deadlineFormatted,
  size = 'large',
  ref,
}: {
  weekFormatted: string;
  deadlineFormatted: string;
  size?: 'large' | 'small';
  ref?: Ref<HTMLParagraphElement>;
}) {
  const large = size === 'large';
  return (
    <Box
      component="p"
      ref={ref}
      data-delivery-week={weekFormatted}
      sx={{
        m: 0,
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        fontSize: large ? { xs: 15, sm: 17 } : 13,
        lineHeight: 1.45,
        color: 'text.primary',
      }}
    >
      {large && (
        <Box
          component="span"
          sx={{ display: 'flex', color: 'primary.main', fontSize: 22, mt: '1px', flex: 'none' }}
        >
          <CalendarIcon />
        </Box>
      )}
      <span>
        Delivery the week of <strong>{weekFormatted}</strong>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {' · '}choose by{' '}
          <Box component="strong" sx={{ color: 'text.primary', fontWeight: 600 }}>
            {deadlineFormatted}
          </Box>
        </Box>
      </span>
    </Box>
  );
}
