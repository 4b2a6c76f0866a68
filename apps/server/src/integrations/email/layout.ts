/** A small, inline-styled HTML shell that renders in every mail client. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function mailLayout(options: {
  brand: string;
  accentColor: string;
  heading: string;
  paragraphs: string[];
  /** Trusted markup (built from escaped values) placed after the paragraphs. */
  extraHtml?: string;
  action?: { label: string; url: string };
  footer: string;
}): string {
  const { brand, accentColor, heading, paragraphs, extraHtml = '', action, footer } = options;
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px">${escapeHtml(p)}</p>`)
    .join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:${escapeHtml(accentColor)};color:#ffffff;text-decoration:none;padding:12px 24px;border-radius:6px;font-weight:bold;display:inline-block">${escapeHtml(action.label)}</a></p>`
    : '';
  return `<!doctype html><html><body style="margin:0;background:#f6f6f4;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f1f1f"><table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px"><table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px;padding:32px"><tr><td><p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:${escapeHtml(accentColor)}">${escapeHtml(brand)}</p><h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>${body}${extraHtml}${button}<p style="margin:24px 0 0;font-size:13px;color:#5f5f5f">${escapeHtml(footer)}</p></td></tr></table></td></tr></table></body></html>`;
}
