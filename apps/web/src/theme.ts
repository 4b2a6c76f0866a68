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

/** The keyframes MUI's InputBase listens for to notice the browser's autofill (their names). */
const AUTOFILL_KEYFRAMES = { fill: 'mui-auto-fill', cancel: 'mui-auto-fill-cancel' } as const;

/** Spec §9 'overlay z-index 2000': every overlay (dialogs, drawers, toasters) sits on this layer. */
export const OVERLAY_Z_INDEX = 2000;
/** Spec §9 'Select menu max height 310'. */
export const SELECT_MENU_MAX_HEIGHT_PX = 310;
/**
 * Spec §9 'menu open delay 300 ms, close delay 250 ms'. The store's menus open on a click, not
 * on hover, so the delays are how long a menu takes to appear and to go.
 */
export const MENU_DELAYS_MS = { enter: 300, exit: 250 } as const;

/**
 * Where the keyboard is (WCAG 2.4.7): a dark ring with a white edge between it and the control, so
 * it shows on the page, on the accent colour (a contained button, the hero) and on a dark band
 * alike. MUI marks a control focused from the keyboard `Mui-focusVisible`; its own sign, a faint
 * ripple, is hardly seen on a contained button and not at all on a radio card.
 */
export const FOCUS_RING = {
  outline: '3px solid #1F1F1F',
  outlineOffset: 2,
  boxShadow: '0 0 0 2px #FFFFFF',
} as const;

/** A row of a list or menu draws its ring inside itself: the list's edge would clip one outside. */
const FOCUS_RING_INSIDE = {
  outline: '3px solid #1F1F1F',
  outlineOffset: -3,
  boxShadow: 'none',
} as const;

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
    // Dialogs, menus and temporary drawers are each a Modal on the overlay layer; one opened from
    // another (a menu in a dialog) comes later in the page, so on top. A toaster reports on what
    // a dialog or the cart drawer did, so it sits just above them, and a tooltip above that.
    zIndex: {
      overlay: OVERLAY_Z_INDEX,
      modal: OVERLAY_Z_INDEX,
      drawer: OVERLAY_Z_INDEX,
      snackbar: OVERLAY_Z_INDEX + 1,
      tooltip: OVERLAY_Z_INDEX + 2,
    },
    typography: {
      fontFamily: systemFont,
      h1: { fontSize: '2rem', fontWeight: 700 },
      h2: { fontSize: '1.5rem', fontWeight: 700 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
    components: {
      // 'Form components use a flat variant' (spec §9): a field is outlined (never filled nor
      // underlined) and nothing of a form casts a shadow; only what floats (menus, dialogs,
      // toasters) sets its own elevation. The store's form fields (components/forms) are outlined.
      // Safari selects a button's label without its prefix, which the styles' cache no longer
      // adds (app-root.tsx, createEmotionCache).
      MuiButtonBase: {
        styleOverrides: { root: { WebkitUserSelect: 'none', '&.Mui-focusVisible': FOCUS_RING } },
      },
      // A button without elevation drops every shadow when focused: the ring's white edge too.
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } },
      },
      MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING_INSIDE } } },
      MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING_INSIDE } } },
      MuiButtonGroup: { defaultProps: { disableElevation: true } },
      MuiFormControl: { defaultProps: { variant: 'outlined' } },
      // Each input otherwise mounts a global style of its own, the keyframes by which it notices
      // the browser's autofill (its label moves up): every one a new style element, restyling the
      // page, several in the task that hydrates a form. The keyframes are in the baseline's
      // styles once; the input keeps its animations, as MUI gives it with its own keyframes.
      MuiInputBase: {
        defaultProps: { disableInjectingGlobalStyles: true },
        styleOverrides: {
          input: {
            animationName: AUTOFILL_KEYFRAMES.cancel,
            animationDuration: '10ms',
            '&:-webkit-autofill': {
              animationDuration: '5000s',
              animationName: AUTOFILL_KEYFRAMES.fill,
            },
          },
        },
      },
      MuiTextField: { defaultProps: { variant: 'outlined', fullWidth: true } },
      MuiSelect: {
        defaultProps: {
          variant: 'outlined',
          MenuProps: { slotProps: { paper: { sx: { maxHeight: SELECT_MENU_MAX_HEIGHT_PX } } } },
        },
      },
      MuiMenu: { defaultProps: { transitionDuration: MENU_DELAYS_MS } },
      MuiPaper: { defaultProps: { elevation: 0 } },
      MuiCssBaseline: {
        styleOverrides: {
          // MUI's own keyframes, non-empty as its are: animation properties inside keyframes are
          // ignored, and Emotion drops an empty one from a production build.
          [`@keyframes ${AUTOFILL_KEYFRAMES.fill}`]: {
            from: { animationName: AUTOFILL_KEYFRAMES.fill },
          },
          [`@keyframes ${AUTOFILL_KEYFRAMES.cancel}`]: {
            from: { animationName: AUTOFILL_KEYFRAMES.cancel },
          },
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
