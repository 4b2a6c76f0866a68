import { describe, expect, it } from 'vitest';
import { describeRepoCarries, layerLinter } from './layer-rules-harness';
import webLayers from './web-layers.js';

const layerErrors = layerLinter(webLayers);

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

describeRepoCarries(webLayers, [
  [`${web}/components/meals/meal-card.tsx`, 'web-layers/shared-code-below-features'],
  [`${web}/lib/http.ts`, 'web-layers/shared-code-below-features'],
  [`${web}/features/cart/cart-logic.ts`, 'web-layers/features-through-public-files-1'],
  [`${web}/features/cart/components/x.tsx`, 'web-layers/features-through-public-files-2'],
]);
