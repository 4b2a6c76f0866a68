import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { appStartChunk } from './app-start-chunk';
import { muiThemeWithoutCssVariables } from './mui-theme-no-vars';
import { precompress } from './precompress';

const api = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The server renders each page's HTML, so the app's code is not what a visitor first sees: its
 * entry (main.tsx, which asks for the rest once the page is painted) loads at low priority, after
 * the page's own pictures (the header logo, the first meal). See docs/decisions/008.
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'mealbox-low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replaceAll('<script type="module"', '<script type="module" fetchpriority="low"')
          .replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"'),
    },
  };
}

/**
 * Builds take React Router's production build. Its exports map names only the development one,
 * whatever the mode (remix-run/react-router#14102): its warnings stayed on in the store, with the
 * code that builds their messages as the routes render. The dev server keeps the warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const production = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  );
  return {
    name: 'mealbox-react-router-production-build',
    apply: 'build',
    config: () => ({ resolve: { alias: [{ find: /^react-router$/, replacement: production }] } }),
  };
}

// `vite build --ssr src/entry-server.tsx` builds the server's renderer (dist-ssr): Node loads it,
// so it needs neither the public files, nor a manifest, nor compressed copies.
// The plugins that turn the source into modules, for the server's build too (the same theme code
// and router on both sides) and for the first build of appStartChunk (the same modules as the real build).
const transforms = () => [react(), muiThemeWithoutCssVariables(), reactRouterProductionBuild()];

/**
 * The cart's summary ("8 of 12 meals" and its bar) keeps MUI's LinearProgress in its own chunk.
 * Every page loads that chunk once it has hydrated (the header's cart chrome), the admin's pages
 * too. The admin also draws the bar (its loading states, the data grid's), and left to itself the
 * bundler gives a module shared that way a file of its own: every storefront page then loaded the
 * bar beside the summary, about 0.2 KB more gzipped than in one file (docs/benchmarks.md, issue
 * 13). The admin's screens import the bar from the summary's chunk, which their pages load anyway.
 * Only these modules: the group does not take their dependencies (the app's start holds MUI's
 * core), and the summary's chunk imports nothing that imports it back.
 */
const cartSummaryChunk: Rolldown.CodeSplittingGroup = {
  name: 'cart-summary',
  test: /[\\/](features[\\/]cart[\\/](components[\\/]cart-summary\.tsx|cart-logic\.ts)|@mui[\\/]material[\\/]LinearProgress[\\/])/,
  includeDependenciesRecursively: false,
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? transforms()
    : [...transforms(), appStartChunk(transforms()), lowPriorityScripts(), precompress()],
  build: {
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: true,
    // No preload helper: Vite would add a <link rel="modulepreload"> for every chunk a dynamic
    // import needs, from the import's own task. Right after the first paint that was ~40 links for
    // the app's start (15–20 ms on this machine, 4× on Lighthouse's phone), and more for each lazy
    // part hydration loads; the browser fetches a module's imports itself (decision 008).
    modulePreload: false,
    ...(isSsrBuild
      ? {}
      : { rolldownOptions: { output: { codeSplitting: { groups: [cartSummaryChunk] } } } }),
  },
  server: {
    port: 5173,
    proxy: { '/api': api, '/media': api },
  },
}));
