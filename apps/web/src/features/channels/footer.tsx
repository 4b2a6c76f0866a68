import { memo, useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSession } from '../accounts';
import type { FooterConfig } from '@mealbox/contracts';
import { useFooter } from './api/get-footer';

/** The channel's footer (spec §7), which the page carries; the default footer when a channel has none. */
export function Footer() {
  const channel = useSession((s) => s.channel);
  const { data } = useFooter(channel.channel);
  // Where the page did not carry them (the development server) the columns arrive after the page,
  // and a query's answer re-renders at once, in one task: they are drawn in a transition instead,
  // in short slices that leave the phone free for input.
  const columns = useDeferredValue(data?.columns);
  return (
    <Box component="footer" sx={{ bgcolor: '#1F2A22', color: '#F1F1EC', mt: 8, py: 5 }}>
      <Container maxWidth="lg">
        {columns && <FooterColumns columns={columns} />}
        <Typography variant="body2" sx={{ mt: 4, color: '#D6D6CF' }}>
          {data?.note} Questions? Call{' '}
          <Link href={`tel:${channel.support_phone}`} color="inherit">
            {channel.support_phone_formatted}
          </Link>
          . © {new Date().getFullYear()} {channel.name}
        </Typography>
      </Container>
    </Box>
  );
}

const FooterColumns = memo(function FooterColumns({
  columns,
}: {
  columns: FooterConfig['columns'];
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
      }}
    >
      {columns.map((column) => (
        <Box component="nav" aria-label={column.title} key={column.title}>
          <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            {column.title}
          </Typography>
          {column.links.map((link) => (
            <Link
              key={link.url}
              component={RouterLink}
              to={link.url}
              color="inherit"
              underline="hover"
              sx={{ display: 'block', py: 0.5 }}
            >
              {link.label}
            </Link>
          ))}
        </Box>
      ))}
    </Box>
  );
});
