import { describe, expect, it } from 'vitest';
import type { Bootstrap } from '@mealbox/contracts';
import { compileIndexTemplate, serializeForScript } from './index-html.ts';

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
});
