// Run on the production build (`npm run build -w @mealbox/web`, then
// `npx vitest run --project build`); `npm test` runs it right after its build step.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@mealbox/contracts';
import { flatRoutes, type FlatRoute } from '@mealbox/web/flat-routes';
import { compileAppStartModules, compileScreenModules } from './screen-modules.ts';

const dist = fileURLToPath(new URL('../../../../web/dist', import.meta.url));
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  throw new Error(`No web build at ${dist}: run \`npm run build -w @mealbox/web\` first.`);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
  string,
  { file: string; isDynamicEntry?: boolean; isEntry?: boolean; imports?: string[] }
>;

const admin = { permissions: ['view-admin'] } as unknown as CurrentUser;
/** A path the route opens: each parameter filled in. */
const pathOf = (route: FlatRoute) =>
  route.path === '*' ? '/no/such/page' : route.path.replace(/:[^/]+/g, 'x');
const listed = (tag: string) => /content="([^"]*)"/.exec(tag)?.[1]?.split(' ') ?? [];

const routes = flatRoutes();
const cases = routes.map((route) => [route.path, route] as const);

describe("the route table against the web build's manifest", () => {
  it.each(cases)('%s: each of its modules is a lazy chunk of the build', (_, route) => {
    expect(route.modules.length).toBeGreaterThan(0);
    for (const module of route.modules) {
      expect(manifest[module], `${module} is not in the manifest`).toBeDefined();
      expect(manifest[module]?.isDynamicEntry, `${module} is not loaded lazily`).toBe(true);
    }
  });

  const screenModules = compileScreenModules(dist);

  it.each(cases)("%s: the page lists its screen's code, files of the build", (_, route) => {
    const files = listed(screenModules(pathOf(route), admin));
    for (const module of route.modules) expect(files).toContain(`/${manifest[module]?.file}`);
    for (const file of files) expect(existsSync(join(dist, file)), file).toBe(true);
  });

  it('lists nothing a guest may not open', () => {
    const closed = routes.filter((route) => route.access !== 'guest');
    expect(closed.length).toBeGreaterThan(0);
    for (const route of closed) expect(screenModules(pathOf(route), null)).toBe('');
  });
});

describe("the app's start in the web build", () => {
  const files = listed(compileAppStartModules(dist));

  it('is listed in parts, each file after those it imports, every one a file of the build', () => {
    // The parts apps/web/app-start-chunk.ts makes; the last is the app's own (app-start-<hash>).
    const partOf = (file: string) =>
      /\/app-start-(react|styling|mui)-/.exec(file)?.[1] ??
      (file.includes('/app-start-') ? 'app' : undefined);
    const at = ['react', 'styling', 'mui', 'app'].map((part) =>
      files.findIndex((file) => partOf(file) === part),
    );
    expect(
      at.every((index) => index >= 0),
      files.join(' '),
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    for (const file of files) expect(existsSync(join(dist, file)), file).toBe(true);
  });

  it("holds React Router's production build, not the development one its exports name", () => {
    // The bundler's runtime has no source map: it holds no source module.
    const sources = files
      .filter((file) => existsSync(join(dist, `${file}.map`)))
      .flatMap(
        (file) =>
          (JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as { sources: string[] })
            .sources,
      );
    const router = sources.filter((source) => source.includes('node_modules/react-router/'));
    expect(router.length).toBeGreaterThan(0);
    expect(router.filter((source) => !source.includes('/dist/production/'))).toEqual([]);
  });

  it('is not imported by the entry, which runs before the page is painted', () => {
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    const entryImports = (entry?.imports ?? []).map((key) => `/${manifest[key]?.file}`);
    expect(entryImports.filter((file) => file.includes('/app-start'))).toEqual([]);
  });
});
