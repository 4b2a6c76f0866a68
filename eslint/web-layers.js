/**
 * The web's layers, kept by the linter (issue 10): flat-config objects added to eslint.config.js.
 *
 * app/ (routes, layout) composes features/; features/<domain>/ use components/ and lib/;
 * components/ and lib/ know no feature and no screen. A feature uses another only through that
 * feature's public file, `features/<domain>/index.ts` (imported as `'../<domain>'`), so what a
 * feature keeps to itself can move without breaking its neighbours.
 *
 * Every object sets the whole `no-restricted-imports` rule for the files it matches (a later
 * object replaces an earlier one's options), and no two objects match the same file.
 */

const web = 'apps/web/src';

/** components/ and lib/: no path into features/ or app/, however it is written. */
export const sharedCodePatterns = [
  {
    regex: '(^|/)features(/|$)',
    message:
      'components/ and lib/ never import features/: move the piece into the feature (or app/), or let the feature hand it in as a prop.',
  },
  {
    regex: '(^|/)app(/|$)',
    message: 'components/ and lib/ never import app/: app/ composes them, not the reverse.',
  },
];

/**
 * A file `depth` folders below features/<domain>/ (1: features/<domain>/x.ts): going up to
 * features/ and into another domain's folder reaches past its public file.
 */
export const featurePatterns = (depth) => [
  {
    regex: `^(\\.\\./){${depth}}[^/.][^/]*/`,
    message:
      "A feature imports another only through its public file: import from '../<feature>' (its index.ts), exporting there what is needed.",
  },
  {
    regex: '(^|/)features/[^/]+/',
    message:
      "A feature imports another only through its public file: import from '../<feature>' (its index.ts), exporting there what is needed.",
  },
  {
    regex: '(^|/)app(/|$)',
    message: 'features/ never import app/: app/ composes the features.',
  },
];

/** @type {import('eslint').Linter.Config[]} */
export default [
  {
    name: 'web-layers/shared-code-below-features',
    files: [`${web}/components/**/*.{ts,tsx}`, `${web}/lib/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedCodePatterns }] },
  },
  ...[1, 2, 3, 4].map((depth) => ({
    name: `web-layers/features-through-public-files-${depth}`,
    files: [`${web}/features/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: featurePatterns(depth) }] },
  })),
];
