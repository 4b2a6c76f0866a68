import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileAppStartModules, compileScreenModules } from './screen-modules.ts';

function distWith(manifest: unknown): string {
  const dist = mkdtempSync(join(tmpdir(), 'mealbox-preloads-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

const manifest = {
  'src/main.tsx': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_runtime.js'],
    dynamicImports: ['src/app/start-browser.tsx'],
  },
  'src/app/start-browser.tsx': { file: 'assets/start-1.js', imports: ['_react.js', '_ui.js'] },
  '_ui.js': { file: 'assets/ui-1.js', imports: ['_react.js', '_runtime.js'] },
  '_react.js': { file: 'assets/react-1.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-1.js' },
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

describe('screen modules', () => {
  const modules = compileScreenModules(distWith(manifest));

  it("list the screen's lazy chunks and their imports, each after those it imports, not what the app's start loads", () => {
    expect(modules('/meals/keto-salmon')).toBe(
      '<meta name="app-screen-modules" content="/assets/product-loading-1.js /assets/card-1.js /assets/meals-1.js" />',
    );
  });

  it("list checkout's code for /checkout and nothing for a screen without lazy code", () => {
    expect(modules('/checkout')).toContain('/assets/forms-1.js');
    expect(modules('/login')).toBe('');
  });

  it('is empty when there is no build', () => {
    expect(compileScreenModules(join(tmpdir(), 'no-such-build'))('/meals')).toBe('');
  });
});

describe("the app's start modules", () => {
  it("list each file after those it imports, without the entry's own imports", () => {
    expect(compileAppStartModules(distWith(manifest))).toBe(
      '<meta name="app-start-modules" content="/assets/react-1.js /assets/ui-1.js /assets/start-1.js" />',
    );
  });

  it('is empty when there is no build', () => {
    expect(compileAppStartModules(join(tmpdir(), 'no-such-build'))).toBe('');
  });
});
