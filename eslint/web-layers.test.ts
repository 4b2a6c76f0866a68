import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import webLayers from './web-layers.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The layer rules alone, with the TypeScript parser but without type information (the repo's
 * full configuration would build a TypeScript program for every snippet). That the repo's
 * configuration carries these rules is checked at the end.
 */
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
    ...webLayers,
  ],
});

/** The messages of the layer rule for `code` written in the file at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await layersOnly.lintText(code, { filePath });
  if (!result) throw new Error(`nothing linted for ${filePath}`);
  const fatal = result.messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${filePath}: ${fatal.message}`);
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const web = 'apps/web/src';
const importFrom = (path: string) => `import { thing } from '${path}';\n`;

describe('components/ and lib/ never import features/ or app/', () => {
  it.each([
    ['a component', `${web}/components/meals/meal-card.tsx`, '../../features/cart/cart-store'],
    ['a component', `${web}/components/icons.tsx`, '../features/accounts'],
    ['a form part', `${web}/components/forms/store-form.tsx`, '../../features/accounts'],
    ['lib/', `${web}/lib/http.ts`, '../features/accounts/session-store'],
  ])('refuses features/ in %s', async (_, filePath, path) => {
    const errors = await layerErrors(filePath, importFrom(path));
    expect(errors).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*never import features\//),
    ]);
  });

  it('refuses app/ and catches type imports and re-exports', async () => {
    const file = `${web}/components/layout/page-section.tsx`;
    expect(await layerErrors(file, importFrom('../../app/layout/header'))).toHaveLength(1);
    expect(
      await layerErrors(file, "import type { Cart } from '../../features/cart/api/get-cart';"),
    ).toHaveLength(1);
    expect(await layerErrors(file, "export * from '../../features/cart';")).toHaveLength(1);
  });

  it('allows components, lib, packages and contracts', async () => {
    const code = [
      "import Box from '@mui/material/Box';",
      "import type { Cart } from '@mealbox/contracts';",
      "import { formatPrice } from '../meals/format';",
      "import { api } from '../../lib/http';",
    ].join('\n');
    expect(await layerErrors(`${web}/components/forms/store-form.tsx`, code)).toEqual([]);
  });
});

describe("features import each other only through a feature's public file", () => {
  it.each([
    ['features/<domain>/x.tsx', `${web}/features/wizard/plan-step.tsx`, '../cart/api/set-plan'],
    [
      'a nested file',
      `${web}/features/cart/components/cart-drawer.tsx`,
      '../../accounts/login-form',
    ],
    ['a deeper file', `${web}/features/cart/api/x/y.ts`, '../../../catalog/menu-query'],
    ['a path through features/', `${web}/features/wizard/hero.tsx`, '../../features/cart/index'],
  ])('refuses another feature’s inner file from %s', async (_, filePath, path) => {
    const errors = await layerErrors(filePath, importFrom(path));
    expect(errors).toEqual([expect.stringMatching(/only through its public file/)]);
  });

  it('allows the public file, the feature’s own files and the shared layers', async () => {
    const code = [
      "import { useSession } from '../accounts';",
      "import { cartKeys, useCartQuery } from '../cart';",
      "import { boxNotReady } from './box-readiness';",
      "import { useQuote } from './api/get-quote';",
      "import { formatPrice } from '../../components/meals/format';",
      "import { api } from '../../lib/http';",
    ].join('\n');
    expect(await layerErrors(`${web}/features/checkout/checkout-page.tsx`, code)).toEqual([]);
    const nested = [
      "import { useCartStore } from '../cart-store';",
      "import { useSetQuantity } from '../api/set-quantity';",
      "import { useSession } from '../../accounts';",
      "import { CartIcon } from '../../../components/icons';",
    ].join('\n');
    expect(
      await layerErrors(`${web}/features/cart/components/quantity-control.tsx`, nested),
    ).toEqual([]);
  });

  it('refuses app/ in a feature', async () => {
    const errors = await layerErrors(`${web}/features/cart/x.ts`, importFrom('../../app/router'));
    expect(errors).toEqual([expect.stringMatching(/features\/ never import app\//)]);
  });

  it('leaves app/ free to compose features', async () => {
    const code = [
      "import { LoginForm } from '../../features/accounts/login-form';",
      "import { useClearCart } from '../../features/cart/api/clear-cart';",
    ].join('\n');
    expect(await layerErrors(`${web}/app/routes/login.tsx`, code)).toEqual([]);
  });
});

type RepoConfig = { rules: Record<string, [number, unknown] | undefined> };

describe("the repository's ESLint configuration", () => {
  const repoConfig = new ESLint({ cwd: repoRoot });
  // The first call loads eslint.config.js and every plugin it names.
  beforeAll(() => repoConfig.calculateConfigForFile(`${web}/main.tsx`), 60_000);

  it.each([
    [`${web}/components/meals/meal-card.tsx`, 'web-layers/shared-code-below-features'],
    [`${web}/lib/http.ts`, 'web-layers/shared-code-below-features'],
    [`${web}/features/cart/cart-logic.ts`, 'web-layers/features-through-public-files-1'],
    [`${web}/features/cart/components/x.tsx`, 'web-layers/features-through-public-files-2'],
  ])('applies the layer rule to %s', async (filePath, name) => {
    const config = (await repoConfig.calculateConfigForFile(filePath)) as RepoConfig;
    const layer = webLayers.find((c) => c.name === name)?.rules?.['no-restricted-imports'];
    if (!Array.isArray(layer)) throw new Error(`no rule options in ${name}`);
    const [severity, options] = config.rules['no-restricted-imports'] ?? [];
    expect(severity).toBe(2);
    expect(options).toEqual(layer[1]);
  });
});
