import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileRoutePreloads } from './route-preloads.ts';

function distWith(manifest: unknown): string {
  const dist = mkdtempSync(join(tmpdir(), 'mealbox-preloads-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const manifest = {
  'src/main.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  'src/app/routes/product-loading.tsx': {
    file: 'assets/product-loading-1.js',
    imports: ['_react.js'],
  },
  'src/app/routes/meals.tsx': { file: 'assets/meals-1.js', imports: ['_card.js', '_react.js'] },
  '_card.js': { file: 'assets/card-1.js' },
  'src/features/checkout/checkout-page.tsx': {
    file: 'assets/checkout-1.js',
    imports: ['_forms.js'],
  },
  '_forms.js': { file: 'assets/forms-1.js' },
};

describe('route preloads', () => {
  const preloads = compileRoutePreloads(distWith(manifest));

  it("name the screen's lazy chunks and their imports, not what the entry already loads", () => {
    const tags = preloads('/meals/keto-salmon');
    expect(tags).toContain('href="/assets/product-loading-1.js"');
    expect(tags).toContain('href="/assets/meals-1.js"');
    expect(tags).toContain('href="/assets/card-1.js"');
    expect(tags).not.toContain('react-1.js');
    expect(tags).not.toContain('checkout-1.js');
  });

  it('preload checkout for /checkout and nothing for a screen without lazy code', () => {
    expect(preloads('/checkout')).toContain('href="/assets/forms-1.js"');
    expect(preloads('/login')).toBe('');
  });

  it('are empty when there is no build', () => {
    expect(compileRoutePreloads(join(tmpdir(), 'no-such-build'))('/meals')).toBe('');
  });
});
