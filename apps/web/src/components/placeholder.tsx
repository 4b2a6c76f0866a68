import { keyframes } from '@emotion/react';
import { alpha, styled } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

const Root = styled('span')(({ theme }) => ({
  display: 'block',
  backgroundColor: alpha(theme.palette.text.primary, 0.11),
  animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  '&.text': {
    height: 'auto',
    transformOrigin: '0 55%',
    transform: 'scale(1, 0.60)',
    borderRadius: '4px / 6.7px',
    '&:empty::before': { content: '"\\00a0"' },
  },
  '&.rounded': { borderRadius: theme.shape.borderRadius },
}));

/**
 * A grey shape where content will be, drawn as MUI's Skeleton draws its `text` and `rounded`
 * variants (pulsing), without its component (about 1.4 KB gzipped on the pages that wait for data).
 */
export function Skeleton({
  variant = 'text',
  width,
  height,
  sx,
}: {
  variant?: 'text' | 'rounded';
  width?: number | string;
  height?: number | string;
  sx?: SxProps<Theme>;
}) {
  return <Root className={variant} style={{ width, height }} {...(sx ? { sx } : {})} />;
}
