// Run on the production build (`npm run build -w @mealbox/web`, then
// `npx vitest run --project build`); `npm test` runs it right after its build step.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, Visitor, type TestApp } from '../../../test/support/test-app.ts';
import { productionWebBuild } from '../../../test/support/web-build.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: productionWebBuild() } });
});
afterAll(() => t.close());

/** The text of every style element the server wrote into a page. */
const stylesOf = (html: string) =>
  [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');

describe("the styles a page arrives with (app-root.tsx's styles cache)", () => {
  it('hold no vendor prefix the build’s browsers do without, and keep Safari’s for a button’s label', async () => {
    const guest = await new Visitor(t.app).open();
    for (const path of ['/meals', '/pages/our-menus', '/login']) {
      const styles = stylesOf((await guest.get(path)).body);
      expect(styles.length, path).toBeGreaterThan(10_000);
      // What the prefixer wrote beside each flex box, transition and transform.
      expect(styles, path).not.toMatch(/display:-ms-flexbox|display:-webkit-(inline-)?flex/);
      expect(styles, path).not.toMatch(/-ms-flex-align|-webkit-box-align|-webkit-box-pack/);
      expect(styles, path).not.toMatch(/-webkit-transition:|-(moz|ms)-transform:/);
      // The button base of every button.
      expect(styles, path).toMatch(/-webkit-user-select:none/);
      expect(styles, path).toMatch(/display:inline-flex/);
    }
  });
});
