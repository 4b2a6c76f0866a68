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

function readManifest(distDir: string): Record<string, ManifestChunk> | null {
  try {
    return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
  } catch {
    return null;
  }
}

/**
 * The files of the app's start (what the entry imports lazily, beyond its own static imports), as
 * a `<meta name="app-start-modules">` every page carries, each file after those it imports:
 * main.tsx fetches them together and then evaluates them one at a time, each in a task of its own
 * (apps/web/app-start-chunk.ts splits the start in parts for that), rather than letting the
 * browser evaluate the whole start as one long task. Without a build there is none.
 */
export function compileAppStartModules(distDir: string): string {
  const manifest = readManifest(distDir);
  if (!manifest) return '';
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) return '';
  const entryOwn = new Set(importOrder(manifest, entry.imports ?? []));
  const files = importOrder(manifest, entry.dynamicImports ?? [])
    .filter((key) => !entryOwn.has(key))
    .map((key) => `/${manifest[key]?.file}`);
  return files.length ? `<meta name="app-start-modules" content="${files.join(' ')}" />` : '';
}

/** The chunks these import statically, themselves included, each after those it imports. */
function importOrder(manifest: Record<string, ManifestChunk>, keys: string[]): string[] {
  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
    ordered.push(key);
  };
  keys.forEach(visit);
  return ordered;
}

/**
 * The screen a path opens, as a `<meta name="app-screen-modules">` listing its lazy chunks and
 * what they import beyond the app's start (the entry and what it imports, statically or
 * dynamically), each after those it imports, so that importing them in turn runs one file at a
 * time: main.tsx fetches them with the app's own code, instead of one round trip after
 * another once the app has started. A list rather than modulepreload links, which the browser
 * would fetch at once, before the page is painted (docs/decisions/008). The modules are the
 * route table's (the web's app/route-table.ts, the router's own), and a route the visitor may not
 * open lists none. Reads the build's manifest once; without one (no build) there is none.
 */
export function compileScreenModules(
  distDir: string,
): (pathname: string, user?: CurrentUser | null) => string {
  const manifest = readManifest(distDir);
  if (!manifest) return () => '';
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const initial = new Set(
    importOrder(manifest, entry ? [entry, ...(manifest[entry]?.dynamicImports ?? [])] : []),
  );
  const routes = flatRoutes();
  const tags = new Map(
    routes.map((route) => {
      const files = importOrder(manifest, route.modules)
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
