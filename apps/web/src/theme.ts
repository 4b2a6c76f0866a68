import { createTheme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
  interface ZIndex {
    overlay: number;
  }
}

const systemFont = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** The light theme (spec §9): breakpoints, overlay z-index 2000, the channel's accent as primary. */
export function createStoreTheme(accentColor: string) {
  return createTheme({
    palette: {
      mode: 'light',
      primary: { main: accentColor },
      secondary: { main: '#37474F' },
      background: { default: '#FAFAF7', paper: '#FFFFFF' },
      text: { primary: '#1F1F1F', secondary: '#555555' },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } },
    zIndex: { overlay: 2000 },
    typography: {
      fontFamily: systemFont,
      h1: { fontSize: '2rem', fontWeight: 700 },
      h2: { fontSize: '1.5rem', fontWeight: 700 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
    components: {
      // "Form components use a flat variant" (spec §9).
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { variant: 'outlined', fullWidth: true } },
      MuiPaper: { defaultProps: { elevation: 0 } },
      MuiCssBaseline: {
        styleOverrides: {
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              transitionDuration: '0.01ms !important',
            },
          },
        },
      },
    },
  });
}
