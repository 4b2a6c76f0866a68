/** Spec §4: larger portion items have an orange border. */
export const LARGER_PORTION_BORDER = '#EA580C';
/** The "Larger portion" label: white on this orange passes WCAG AA (5.2:1). */
export const LARGER_PORTION_LABEL_BG = '#C2410C';
export const LARGER_PORTION_LABEL = 'Larger portion';

/** A badge's own colour when it has one; the seed promises AA contrast with white text. */
export const badgeColor = (color: string | null) => color ?? '#37474F';

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
