import { describe, expect, it } from 'vitest';
import { createStoreTheme, FOCUS_RING } from './theme';

const theme = createStoreTheme('#2E7D32');

describe('store theme (spec §9)', () => {
  it('puts dialogs, drawers and toasters on the overlay layer at z-index 2000', () => {
    expect(theme.zIndex.overlay).toBe(2000);
    expect(theme.zIndex.modal).toBe(2000);
    expect(theme.zIndex.drawer).toBe(2000);
    expect(theme.zIndex.snackbar).toBeGreaterThanOrEqual(2000);
    // A toaster stays visible over the dialog or drawer whose action it reports.
    expect(theme.zIndex.snackbar).toBeGreaterThan(theme.zIndex.modal);
    expect(theme.zIndex.tooltip).toBeGreaterThan(theme.zIndex.snackbar);
    // The header stays under every overlay.
    expect(theme.zIndex.appBar).toBeLessThan(theme.zIndex.overlay);
  });

  it('caps select menus at 310 px and opens menus in 300 ms, closes them in 250 ms', () => {
    const select = theme.components?.MuiSelect?.defaultProps;
    expect(select?.MenuProps?.slotProps?.paper).toMatchObject({ sx: { maxHeight: 310 } });
    expect(theme.components?.MuiMenu?.defaultProps?.transitionDuration).toEqual({
      enter: 300,
      exit: 250,
    });
  });

  it('gives form components the flat variant: outlined fields, no shadows', () => {
    const c = theme.components;
    expect(c?.MuiFormControl?.defaultProps?.variant).toBe('outlined');
    expect(c?.MuiTextField?.defaultProps?.variant).toBe('outlined');
    expect(c?.MuiSelect?.defaultProps?.variant).toBe('outlined');
    expect(c?.MuiButton?.defaultProps?.disableElevation).toBe(true);
    expect(c?.MuiButtonGroup?.defaultProps?.disableElevation).toBe(true);
    expect(c?.MuiPaper?.defaultProps?.elevation).toBe(0);
  });

  it('rings the control the keyboard is on, buttons without elevation included (WCAG 2.4.7)', () => {
    const c = theme.components;
    const focused = (overrides: unknown) =>
      (overrides as { root: Record<string, unknown> } | undefined)?.root['&.Mui-focusVisible'];
    expect(FOCUS_RING.outline).toMatch(/^\d+px solid #/);
    expect(focused(c?.MuiButtonBase?.styleOverrides)).toEqual(FOCUS_RING);
    expect(focused(c?.MuiButton?.styleOverrides)).toEqual(FOCUS_RING);
    // A list's or menu's row draws it inside itself.
    expect(focused(c?.MuiMenuItem?.styleOverrides)).toMatchObject({ outlineOffset: -3 });
    expect(focused(c?.MuiListItemButton?.styleOverrides)).toMatchObject({ outlineOffset: -3 });
  });
});
