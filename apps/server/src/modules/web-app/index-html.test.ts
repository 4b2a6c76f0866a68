import { describe, expect, it } from 'vitest';
import type { Bootstrap } from '@mealbox/contracts';
import { compileIndexTemplate, escapeJsonForScript, serializeForScript } from './index-html.ts';

describe('index.html rendering', () => {
  it('escapes data so it cannot close the bootstrap script element', () => {
    const json = serializeForScript({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('puts the csrf token meta and the bootstrap into the template', () => {
    const render = compileIndexTemplate(
      '<html><head><!--app-head--></head><body><div id="app"></div><!--app-bootstrap--></body></html>',
    );
    const html = render({
      csrfToken: 'tok"en',
      channel: { name: 'Fresh & Fit', accent_color: '#123456' },
    } as unknown as Bootstrap);
    expect(html).toContain('<meta name="csrf-token" content="tok&quot;en" />');
    expect(html).toContain('<title>Fresh &amp; Fit</title>');
    expect(html).toMatch(
      /<script id="bootstrap" type="application\/json">\{.*\}<\/script><\/body>/,
    );
  });

  it("titles the page with its route's title, as the app will, and with the channel's name without one", () => {
    const render = compileIndexTemplate(
      '<html><head><!--app-head--></head><!--app-bootstrap--></html>',
    );
    const bootstrap = { csrfToken: 't', channel: { name: 'Fit', accent_color: '#123456' } };
    const page = { json: null, data: null, version: '', preloadImages: [] };
    expect(render(bootstrap as unknown as Bootstrap, { ...page, title: 'Our <Menus>' })).toContain(
      '<title>Our &lt;Menus&gt;</title>',
    );
    expect(render(bootstrap as unknown as Bootstrap, page)).toContain('<title>Fit</title>');
  });

  it('escapes inlined API answers the same way', () => {
    const json = escapeJsonForScript('{"name":"</script><b>"}');
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ name: '</script><b>' });
  });

  it("draws the channel's announcement and logo where the header will be, escaped", () => {
    const render = compileIndexTemplate(
      '<html><head><!--app-head--></head><body><div id="app"><!--app-shell--></div><!--app-bootstrap--></body></html>',
    );
    const html = render(
      {
        csrfToken: 't',
        channel: {
          name: 'Fit',
          accent_color: '#123456',
          announcement_message: 'Free <b>delivery</b>',
          logo: '/media/logo.svg',
          logo_mobile: '/media/logo-m.svg',
        },
      } as unknown as Bootstrap,
      {
        json: '{"/api/menus":{"weeks":[]}}',
        data: { '/api/menus': { weeks: [] } },
        version: '"a""b"',
        preloadImages: ['/media/meal.svg'],
        screenModules: '<meta name="app-screen-modules" content="/assets/x.js" />',
      },
    );
    expect(html).toContain('<div id="app"><div aria-hidden="true" data-app-shell>');
    expect(html).toContain('Free &lt;b&gt;delivery&lt;/b&gt;');
    expect(html).toContain('<img src="/media/logo-m.svg" alt="Fit" />');
    expect(html).toContain('<link rel="preload" as="image" href="/media/meal.svg"');
    expect(html).toContain(
      '<script id="initial-data" type="application/json">{"/api/menus":{"weeks":[]}}</script>',
    );
    expect(html).toContain('<meta name="app-screen-modules" content="/assets/x.js" />');
  });

  it("puts the server's rendering in place of the shell, and its styles in the head", () => {
    const render = compileIndexTemplate(
      '<html><head><!--app-head--></head><body><div id="app"><!--app-shell--></div><!--app-bootstrap--></body></html>',
    );
    const html = render(
      { csrfToken: 't', channel: { name: 'Fit', accent_color: '#123456' } } as unknown as Bootstrap,
      undefined,
      { html: '<main>Our menu</main>', styles: '<style data-emotion="css 1a">.css-1a{}</style>' },
    );
    expect(html).toContain('<div id="app"><main>Our menu</main></div>');
    expect(html).not.toContain('data-app-shell');
    expect(html).not.toContain('app-shell-bar');
    expect(html.indexOf('<style data-emotion="css 1a">')).toBeLessThan(html.indexOf('</head>'));
  });
});
