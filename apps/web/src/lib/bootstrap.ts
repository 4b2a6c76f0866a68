import type { Bootstrap } from '@mealbox/contracts';

/**
 * The server inlines the bootstrap into index.html; the Vite development server has no server
 * rendering, so there the app asks for it (and sets the csrf-token meta itself).
 */
export async function readBootstrap(): Promise<Bootstrap> {
  const inline = document.getElementById('bootstrap')?.textContent;
  if (inline) return JSON.parse(inline) as Bootstrap;
  const res = await fetch('/api/bootstrap', {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  const bootstrap = (await res.json()) as Bootstrap;
  setCsrfToken(bootstrap.csrfToken);
  return bootstrap;
}

/** Sessions rotate at login and logout; the page's token follows them. */
export function setCsrfToken(token: string): void {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'csrf-token';
    document.head.appendChild(meta);
  }
  meta.content = token;
}
