import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
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
 * `<link rel="modulepreload">` tags for the screen a path opens: its lazy chunks and what they
 * import beyond the entry, fetched with the entry instead of one round trip after another once
 * the app has started. Reads the build's manifest once; without one (no build) there are none.
 */
export function compileRoutePreloads(distDir: string): (pathname: string) => string {
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
  const initial = closure(entry ? [entry] : []);
  const tags = SCREENS.map(([pattern, modules]): [RegExp, string] => [
    pattern,
    [...closure(modules)]
      .filter((key) => !initial.has(key))
      .map(
        (key) =>
          `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${manifest[key]?.file}" />`,
      )
      .join(''),
  ]);
  return (pathname) => tags.find(([pattern]) => pattern.test(pathname))?.[1] ?? '';
}
