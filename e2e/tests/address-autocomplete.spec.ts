import { expect, test, type Page } from '../support/test';
import { newUser, register } from '../support/session';

/**
 * The address helper of spec §1 against a stand-in for the maps places library: the page is
 * served as if a maps key were configured, and the library's script is answered locally (the
 * test machine has no internet), so the real loader, the app's glue and the parsing all run.
 */
const fakePlacesLibrary = `
  (() => {
    class Autocomplete {
      constructor(input, options) {
        this.input = input;
        this.options = options;
        this.listeners = {};
        window.__autocomplete = this;
      }
      addListener(event, handler) {
        this.listeners[event] = handler;
        return { remove() {} };
      }
      getPlace() {
        return window.__place;
      }
    }
    google.maps.importLibrary = async (name) => (name === 'places' ? { Autocomplete } : {});
    google.maps.__ib__();
  })();
`;

const place = {
  address_components: [
    { long_name: '1600', short_name: '1600', types: ['street_number'] },
    { long_name: 'Amphitheatre Parkway', short_name: 'Amphitheatre Pkwy', types: ['route'] },
    { long_name: 'Mountain View', short_name: 'Mountain View', types: ['locality', 'political'] },
    {
      long_name: 'California',
      short_name: 'CA',
      types: ['administrative_area_level_1', 'political'],
    },
    { long_name: '94043', short_name: '94043', types: ['postal_code'] },
  ],
};

async function serveWithMapsKey(page: Page) {
  await page.route(
    (url) => url.pathname === '/checkout',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        '"mapsApiKey":null',
        '"mapsApiKey":"e2e-maps-key"',
      );
      const headers = response.headers();
      headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
        "script-src 'self'",
        "script-src 'self' https://maps.googleapis.com",
      );
      await route.fulfill({ response, body, headers });
    },
  );
  await page.route('https://maps.googleapis.com/maps/api/js**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: fakePlacesLibrary }),
  );
}

async function putMealInBox(page: Page) {
  const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const menu = (await (await page.request.get('/api/menus/current')).json()) as {
    items: { sku: string }[];
  };
  const res = await page.request.put('/api/cart/items', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': token ?? '' },
    data: { sku: menu.items[0]?.sku, quantity: 2 },
  });
  expect(res.ok()).toBe(true);
}

test('choosing a suggested address fills street, city, state and zip at checkout', async ({
  page,
}, testInfo) => {
  await register(page, newUser(testInfo));
  await putMealInBox(page);
  await serveWithMapsKey(page);
  const loadedLibrary = page.waitForRequest('https://maps.googleapis.com/maps/api/js**');

  await page.goto('/checkout');
  const address = page.getByLabel('Address', { exact: true });
  await address.click();
  const request = await loadedLibrary;
  expect(new URL(request.url()).searchParams.get('key')).toBe('e2e-maps-key');
  expect(new URL(request.url()).searchParams.get('libraries')).toContain('places');
  await page.waitForFunction(() => '__autocomplete' in window);

  await page.evaluate((chosen) => {
    const w = window as unknown as {
      __place: unknown;
      __autocomplete: { listeners: Record<string, () => void> };
    };
    w.__place = chosen;
    w.__autocomplete.listeners.place_changed?.();
  }, place);

  await expect(address).toHaveValue('1600 Amphitheatre Pkwy');
  await expect(page.getByLabel('City')).toHaveValue('Mountain View');
  await expect(page.getByLabel('State')).toHaveValue('CA');
  await expect(page.getByLabel('Zip Code')).toHaveValue('94043');
});

test('without a maps key the address is a plain field and nothing loads from the maps service', async ({
  page,
}, testInfo) => {
  const mapsRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('googleapis')) mapsRequests.push(r.url());
  });
  await register(page, newUser(testInfo));
  await putMealInBox(page);
  await page.goto('/checkout');
  const address = page.getByLabel('Address', { exact: true });
  await address.click();
  await address.fill('12 Main St');
  await expect(address).toHaveValue('12 Main St');
  expect(mapsRequests).toEqual([]);
});
