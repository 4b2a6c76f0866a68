import { expect, type Locator, type Page } from '@playwright/test';

/** What has the focus, for a failure's message: its tag, role and name. */
export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'the page itself (nothing focused)';
    const role = el.getAttribute('role');
    const name =
      el.getAttribute('aria-label') ??
      (el as HTMLInputElement).labels?.[0]?.textContent ??
      el.textContent ??
      '';
    return `<${el.tagName.toLowerCase()}${role ? ` role=${role}` : ''}> "${name.trim().slice(0, 60)}"`;
  });
}

/**
 * The focused element draws a focus indicator: an outline or a ring (box-shadow) of its own, a
 * ring drawn around it by its ::after (a meal card's), or, for a text field, its outlined frame in
 * the focused colour (MUI marks the field `Mui-focused`). A radio's or checkbox's input is
 * transparent over its drawing: the drawing, or the card around it, shows the focus.
 */
export async function expectVisibleFocus(target: Locator): Promise<void> {
  const drawn = await target.evaluate((el) => {
    const ring = (element: Element) =>
      [getComputedStyle(element), getComputedStyle(element, '::after')].some(
        (style) =>
          (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
          style.boxShadow !== 'none',
      );
    if (el.closest('.MuiInputBase-root.Mui-focused') || ring(el)) return true;
    if (getComputedStyle(el).opacity !== '0') return false;
    for (let up = el.parentElement, level = 0; up && level < 3; up = up.parentElement, level++)
      if (ring(up)) return true;
    return false;
  });
  expect(drawn, `${await describeFocus(target.page())} shows no focus indicator`).toBe(true);
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, as someone moving through the
 * page with the keyboard does, then checks the focus can be seen. Fails after `max` presses,
 * saying where the focus was.
 */
export async function tabTo(
  target: Locator,
  { back = false, max = 60 }: { back?: boolean; max?: number } = {},
): Promise<void> {
  const page = target.page();
  await target.waitFor({ state: 'attached' });
  for (let presses = 0; ; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) break;
    if (presses === max)
      throw new Error(
        `${String(target)} not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}; the focus is on ${await describeFocus(page)}`,
      );
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expectVisibleFocus(target);
}

/** Tabs to a text field and types into it, replacing what it held. */
export async function typeInto(field: Locator, text: string, options?: { back?: boolean }) {
  await tabTo(field, options);
  const page = field.page();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to a native select and picks an option by typing the start of its label. */
export async function chooseIn(select: Locator, label: string, value: string) {
  await tabTo(select);
  await select.page().keyboard.type(label);
  await expect(select).toHaveValue(value);
}

/** The element that has the focus. */
export const focused = (page: Page): Locator => page.locator('*:focus');
