import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** The code each screen loads lazily, by the path that opens it (apps/web/src/app/router.tsx). */
const SCREENS: ReadonlyArray<[RegExp, string[]]> = [
  [/^\/meals(\/|$)/i, ['src/app/routes/product-loading.tsx', 'src/app/routes/meals.tsx']],
  [/^\/pages\/our-menus\/?$/i, ['src/app/routes/our-menus.tsx']],
  [
    /^\/checkout\/?$/i,
    ['src/app/routes/product-loading.tsx', 'src/features/checkout/checkout-page.tsx'],
  ],
  [
    /^\/($|product\/|landing\/)/i,
    ['src/app/routes/product-loading.tsx', 'src/features/wizard/wizard-page.tsx'],
  ],
];

/**
 * The screen a path opens, as a `<meta name="app-screen-modules">` listing its lazy chunks and
 * what they import beyond the app's start (the entry and what it imports, statically or
 * dynamically): main.tsx fetches them with the app's own code, instead of one round trip after
 * another once the app has started. A list rather than modulepreload links, which the browser
 * would fetch at once, before the page is painted (docs/decisions/008). Reads the build's
 * manifest once; without one (no build) there is none.
 */
export function compileScreenModules(distDir: string): (pathname: string) => string {
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
  const tags = SCREENS.map(([pattern, modules]): [RegExp, string] => {
    const files = [...closure(modules)]
      .filter((key) => !initial.has(key))
      .map((key) => `/${manifest[key]?.file}`);
    return [
      pattern,
      files.length ? `<meta name="app-screen-modules" content="${files.join(' ')}" />` : '',
    ];
  });
  return (pathname) => tags.find(([pattern]) => pattern.test(pathname))?.[1] ?? '';
}
