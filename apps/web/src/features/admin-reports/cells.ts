import { formatPrice, type ReportCellKind } from '@mealbox/contracts';

/**
 * A report's cell as the page shows it: amounts as "$1,234.50", counts grouped ("12,000"), shares
 * as "12.5%", no value as a dash. The CSV writes the same figures without symbols or grouping.
 */
export function screenCell(kind: ReportCellKind, value: string | number | null): string {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  if (kind === 'money') return formatPrice(value);
  if (kind === 'percent') return `${(value * 100).toFixed(1)}%`;
  if (kind === 'count') return value.toLocaleString('en-US');
  return String(value);
}

/** Whether a column holds figures (set right, to be read down). */
export const isFigure = (kind: ReportCellKind) =>
  kind === 'money' || kind === 'count' || kind === 'percent';
