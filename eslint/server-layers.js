/**
 * The server's layers, kept by the linter (issue 10): flat-config objects added to eslint.config.js.
 *
 * routes → services → repositories. Drizzle and the schema are the repositories' business (and
 * `src/db/`'s, which opens, migrates and seeds the database): everything else asks a repository.
 * `src/lib/` holds what any layer may use, so it never reaches into `src/modules/`.
 *
 * Every object sets the whole `no-restricted-imports` rule (a later object replaces an earlier
 * one's options for the files both match), so the one for `lib/` repeats the database patterns.
 */

const server = 'apps/server/src';

/** Drizzle itself, and the schema from wherever it is imported. */
export const databasePatterns = [
  {
    regex: '^drizzle-orm(/.*)?$',
    message:
      'Only *.repository.ts files and src/db/ use Drizzle: add a repository function and call it.',
  },
  {
    regex: '(^|/)db/schema(\\.ts)?$',
    message:
      'Only *.repository.ts files and src/db/ import the schema: call a repository function (for a row type, export it from its repository).',
  },
];

/** Any path into src/modules/, relative or not. */
export const modulePatterns = [
  {
    regex: '(^|/)modules(/|$)',
    message:
      'src/lib/ never imports src/modules/: move the shared piece into lib/, or let the module hand it in.',
  },
];

/** @type {import('eslint').Linter.Config[]} */
export default [
  {
    name: 'server-layers/database-in-repositories',
    files: [`${server}/**/*.ts`],
    ignores: [`${server}/db/**`, `${server}/**/*.repository.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: databasePatterns }] },
  },
  {
    name: 'server-layers/lib-below-modules',
    files: [`${server}/lib/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...databasePatterns, ...modulePatterns] }],
    },
  },
];
