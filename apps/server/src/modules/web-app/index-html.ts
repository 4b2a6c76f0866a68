import { readFileSync } from 'node:fs';
import type { Bootstrap } from '@mealbox/contracts';
import { documentTitle } from '@mealbox/web/route-table';
import type { PageData } from './page-data.ts';
import type { RenderedPage } from './server-render.ts';

/** Used when the web app has not been built (API tests, first `npm run dev`). */
const FALLBACK_TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><!--app-head--></head><body><div id="app"><!--app-shell--></div><!--app-bootstrap--></body></html>`;

export function loadIndexTemplate(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return FALLBACK_TEMPLATE;
  }
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that cannot close its <script> element nor be read as HTML. */
export function serializeForScript(value: unknown): string {
  return escapeJsonForScript(JSON.stringify(value));
}

/** The same for JSON that is already serialized (a cached API answer). */
export function escapeJsonForScript(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// The shell's look follows the app's header (app/layout/header.tsx): its announcement
// bar, 64 px bar (76 px from the lg breakpoint) and 44 px logo.
const SHELL_STYLE =
  '<style>.app-shell-note{padding:6px 16px;text-align:center;font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#fff}' +
  '.app-shell-bar{display:flex;align-items:center;min-height:64px;padding:0 16px;border-bottom:1px solid rgba(0,0,0,.12);background:#fff}' +
  '.app-shell-bar img{height:44px;width:auto}' +
  '@media (min-width:600px){.app-shell-bar{padding:0 24px}}' +
  '@media (min-width:1280px){.app-shell-bar{min-height:76px}}</style>';

/**
 * What the page shows before the app's code has run when the server did not render it: the
 * channel's announcement and logo where the header will be, so a phone on a slow network sees
 * the store at once. The app replaces it (main.tsx tells it from a rendering by data-app-shell).
 */
function shell(channel: Bootstrap['channel']): string {
  const note = channel.announcement_message
    ? `<div class="app-shell-note" style="background:${escapeAttribute(channel.accent_color)}">${escapeAttribute(channel.announcement_message)}</div>`
    : '';
  const logo =
    `<picture><source media="(min-width:1280px)" srcset="${escapeAttribute(channel.logo)}" />` +
    `<img src="${escapeAttribute(channel.logo_mobile)}" alt="${escapeAttribute(channel.name)}" /></picture>`;
  return `<div aria-hidden="true" data-app-shell>${note}<div class="app-shell-bar">${logo}</div></div>`;
}

/**
 * Splits the template once at start-up, so each request only joins strings.
 * The bootstrap is JSON in a non-executable script element: it needs no CSP exception.
 */
export function compileIndexTemplate(
  template: string,
): (bootstrap: Bootstrap, page?: PageData, rendered?: RenderedPage | null) => string {
  const [beforeHead, afterHead] = splitOnce(template, '<!--app-head-->');
  const hasShell = afterHead.includes('<!--app-shell-->');
  const [beforeShell, afterShell] = hasShell
    ? splitOnce(afterHead, '<!--app-shell-->')
    : ['', afterHead];
  const [beforeBootstrap, afterBootstrap] = splitOnce(afterShell, '<!--app-bootstrap-->');
  return (bootstrap, page, rendered) => {
    const preloads = (page?.preloadImages ?? [])
      .map(
        (src) =>
          `<link rel="preload" as="image" href="${escapeAttribute(src)}" fetchpriority="high" />`,
      )
      .join('');
    const head =
      // The title the app's router sets, so the page is named before the app starts.
      `<title>${escapeAttribute(documentTitle(page?.title, bootstrap.channel.name))}</title>` +
      `<meta name="csrf-token" content="${escapeAttribute(bootstrap.csrfToken)}" />` +
      `<meta name="theme-color" content="${escapeAttribute(bootstrap.channel.accent_color)}" />` +
      preloads +
      (rendered ? rendered.styles : hasShell ? SHELL_STYLE : '');
    const data = page?.json
      ? `<script id="initial-data" type="application/json">${escapeJsonForScript(page.json)}</script>`
      : '';
    const script = `<script id="bootstrap" type="application/json">${serializeForScript(bootstrap)}</script>`;
    return (
      beforeHead +
      head +
      beforeShell +
      (rendered ? rendered.html : hasShell ? shell(bootstrap.channel) : '') +
      beforeBootstrap +
      (page?.screenModules ?? '') +
      script +
      data +
      afterBootstrap
    );
  };
}

function splitOnce(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`index.html template lacks ${marker}`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}
