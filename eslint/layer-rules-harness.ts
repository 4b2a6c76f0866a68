import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Lints snippets with the layer rules alone, with the TypeScript parser but without type
 * information (the repo's full configuration would build a TypeScript program for every
 * snippet). `describeRepoCarries` checks that the repo's configuration carries these rules.
 * Returns the messages of the rules for `code` written in the file at `filePath`.
 */
export function layerLinter(layers: Linter.Config[]) {
  const layersOnly = new ESLint({
    cwd: repoRoot,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: {
          parser: tseslint.parser,
          parserOptions: { ecmaFeatures: { jsx: true } },
        },
      },
      ...layers,
    ],
  });
  return async function layerErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await layersOnly.lintText(code, { filePath });
    if (!result) throw new Error(`nothing linted for ${filePath}`);
    const fatal = result.messages.find((m) => m.fatal);
    if (fatal) throw new Error(`${filePath}: ${fatal.message}`);
    return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
  };
}

type RepoConfig = { rules: Record<string, [number, unknown] | undefined> };

/** Checks that the repository's eslint.config.js applies each named layer rule to its file. */
export function describeRepoCarries(
  layers: Linter.Config[],
  cases: [file: string, rule: string][],
) {
  describe("the repository's ESLint configuration", () => {
    const repoConfig = new ESLint({ cwd: repoRoot });
    // The first call loads eslint.config.js and every plugin it names.
    beforeAll(() => repoConfig.calculateConfigForFile(cases[0]![0]), 60_000);

    it.each(cases)('applies the layer rule to %s', async (filePath, name) => {
      const config = (await repoConfig.calculateConfigForFile(filePath)) as RepoConfig;
      const layer = layers.find((c) => c.name === name)?.rules?.['no-restricted-imports'];
      if (!Array.isArray(layer)) throw new Error(`no rule options in ${name}`);
      const [severity, options] = config.rules['no-restricted-imports'] ?? [];
      expect(severity).toBe(2);
      expect(options).toEqual(layer[1]);
    });
  });
}
