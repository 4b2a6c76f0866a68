import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CurrentUser } from '@mealbox/contracts';
import { flatRoutes, matchRoute } from '@mealbox/web/flat-routes';
import { isAllowed } from '@mealbox/web/route-table';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/**
 * The screen a path opens, as a `<meta name="app-screen-modules">` listing its lazy chunks and
 * what they import beyond the app's start (the entry and what it imports, statically or
 * dynamically): main.tsx fetches them with the app's own code, instead of one round trip after
 * another once the app has started. A list rather than modulepreload links, which the browser
 * would fetch at once, before the page is painted (docs/decisions/008). The modules are the
 * route table's (the web's app/route-table.ts, the router's own), and a route the visitor may not
 * open lists none. Reads the build's manifest once; without one (no build) there is none.
 */
export function compileScreenModules(
  distDir: string,
): (pathname: string, user?: CurrentUser | null) => string {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  } catch {
    return () => '';
  }
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const dep of manifest[key].imports ?? []) visit(dep);
    };
    keys.forEach(visit);
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const initial = closure(entry ? [entry, ...(manifest[entry]?.dynamicImports ?? [])] : []);
  const routes = flatRoutes();
  const tags = new Map(
    routes.map((route) => {
      const files = [...closure(route.modules)]
        .filter((key) => !initial.has(key))
        .map((key) => `/${manifest[key]?.file}`);
      const tag = files.length
        ? `<meta name="app-screen-modules" content="${files.join(' ')}" />`
        : '';
      return [route, tag];
    }),
  );
  return (pathname, user = null) => {
    const route = matchRoute(pathname, routes);
    return route && isAllowed(route.access, user) ? (tags.get(route) ?? '') : '';
  };
}
