import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** A long text page (policies, FAQ): one readable column, headings that scale, calm spacing. */
export function DocumentPage({
  title,
  intro,
  externalUrl,
  externalLabel,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** The channel's own version of this document, when it lives elsewhere. */
  externalUrl?: string | null;
  externalLabel?: string;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }}>
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        {title}
      </Typography>
      {externalUrl && (
        <Box
          role="note"
          sx={{ mb: 3, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
          data-testid="external-document"
        >
          <Typography>
            <Link href={externalUrl} rel="noopener">
              {externalLabel ?? `Read the full ${title}`}
            </Link>
          </Typography>
        </Box>
      )}
      {intro && <Typography sx={{ mb: 3, color: 'text.secondary' }}>{intro}</Typography>}
      <Box
        sx={{
          '& h2': { fontSize: '1.25rem', fontWeight: 600, mt: 4, mb: 1 },
          '& p, & li': { lineHeight: 1.65 },
          '& p': { my: 1 },
          '& ul': { pl: 3, my: 1 },
          '& a': { color: 'primary.dark', textUnderlineOffset: 2 },
        }}
      >
        {children}
      </Box>
    </Container>
  );
}

/** The channel's document url when it points away from our own page, else null. */
export function externalDocument(url: string | undefined, ownPath: string): string | null {
  if (!url) return null;
  const trimmed = url.trim();
  if (!trimmed || trimmed === ownPath || trimmed === `${ownPath}/`) return null;
  try {
    const parsed = new URL(trimmed, window.location.origin);
    if (parsed.origin === window.location.origin && parsed.pathname.replace(/\/$/, '') === ownPath)
      return null;
  } catch {
    return null;
  }
  return trimmed;
}
