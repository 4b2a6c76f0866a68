import { escapeHtml } from '../../integrations/email/layout.ts';

/** A wordmark with a bowl glyph; `compact` is the square mobile mark. */
export function renderLogoSvg(options: { text: string; color: string; compact: boolean }): string {
  const { text, color, compact } = options;
  const glyph = `<g transform="translate(4 4)"><circle cx="20" cy="20" r="20" fill="${color}"/><path d="M8 18h24a12 12 0 0 1-24 0z" fill="#fff"/><path d="M15 14c0-3 3-3 3-6M21 14c0-3 3-3 3-6" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round"/></g>`;
  if (compact) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">${glyph}</svg>`;
  }
  const width = 56 + Math.round(text.length * 13.5);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48">${glyph}<text x="52" y="32" font-family="-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif" font-size="24" font-weight="700" fill="${color}">${escapeHtml(text)}</text></svg>`;
}
