import GlobalStyles from '@mui/material/GlobalStyles';

/** The class of what the report's page never prints (its filters and buttons). */
export const NO_PRINT = 'kitchen-no-print';
/** The class of the printed report. */
export const PRINTED = 'kitchen-report';

/**
 * The report on paper, while its page is open: only the admin page's title and the report, black
 * on white, the tables across an A4 page. The store's header, footer and the admin drawer are
 * hidden by what they are (the layout is shared by every page, so it carries no print rule).
 */
const styles = {
  '@page': { size: 'A4', margin: '12mm' },
  '@media print': {
    body: { background: '#fff', color: '#000' },
    [[
      '.MuiAppBar-root',
      'footer',
      'nav[aria-label="Administration"]',
      '[role="region"][aria-label="Announcement"]',
      'a[href="#main"]',
      'main button',
      `.${NO_PRINT}`,
    ].join(', ')]: { display: 'none !important' },
    main: { minHeight: '0 !important' },
    [`.${PRINTED}, .${PRINTED} *`]: {
      color: '#000 !important',
      background: 'transparent !important',
      boxShadow: 'none !important',
    },
    [`.${PRINTED} table`]: { width: '100%', tableLayout: 'auto', fontSize: '10pt' },
    [`.${PRINTED} th, .${PRINTED} td`]: { padding: '2pt 6pt', borderColor: '#000 !important' },
    [`.${PRINTED} tr`]: { breakInside: 'avoid' },
    [`.${PRINTED} section`]: { breakInside: 'avoid-page' },
  },
} as const;

export function PrintStyles() {
  return <GlobalStyles styles={styles} />;
}
