import { readFileSync } from 'node:fs';
import type { Bootstrap } from '@mealbox/contracts';

/** Used when the web app has not been built (API tests, first `npm run dev`). */
const FALLBACK_TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><!--app-head--></head><body><div id="app"></div><!--app-bootstrap--></body></html>`;

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
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Splits the template once at start-up, so each request only joins strings.
 * The bootstrap is JSON in a non-executable script element: it needs no CSP exception.
 */
export function compileIndexTemplate(template: string): (bootstrap: Bootstrap) => string {
  const [beforeHead, afterHead] = splitOnce(template, '<!--app-head-->');
  const [beforeBootstrap, afterBootstrap] = splitOnce(afterHead, '<!--app-bootstrap-->');
  return (bootstrap) => {
    const head =
      `<title>${escapeAttribute(bootstrap.channel.name)}</title>` +
      `<meta name="csrf-token" content="${escapeAttribute(bootstrap.csrfToken)}" />` +
      `<meta name="theme-color" content="${escapeAttribute(bootstrap.channel.accent_color)}" />`;
    const script = `<script id="bootstrap" type="application/json">${serializeForScript(bootstrap)}</script>`;
    return beforeHead + head + beforeBootstrap + script + afterBootstrap;
  };
}

function splitOnce(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  if (at < 0) throw new Error(`index.html template lacks ${marker}`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}
