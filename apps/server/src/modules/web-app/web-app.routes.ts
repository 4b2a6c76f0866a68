import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authMessages, type Bootstrap } from '@mealbox/contracts';
import { flatRoutes, routeTitle } from '@mealbox/web/flat-routes';
import type { Env } from '../../env.ts';
import { toCurrentUser } from '../accounts/current-user.ts';
import type { CatalogJson } from '../catalog/catalog-json.ts';
import { compileIndexTemplate, loadIndexTemplate } from './index-html.ts';
import { pageDataFor } from './page-data.ts';
import { compileAppStartModules, compileScreenModules } from './screen-modules.ts';
import { ServerRenderer } from './server-render.ts';

export function bootstrapFor(request: FastifyRequest, reply: FastifyReply, env: Env): Bootstrap {
  return {
    csrfToken: reply.commitSession(),
    channel: request.channel.config,
    site: request.channel.site,
    user: request.user ? toCurrentUser(request.user, request.ctx.clock.now()) : null,
    sentryDsn: env.SENTRY_DSN ?? null,
    mapsApiKey: env.MAPS_API_KEY ?? null,
    environment: env.NODE_ENV,
    timeZone: env.STORE_TIMEZONE,
  };
}

/**
 * Serves the built single-page app: hashed assets cached for a year, other public files briefly,
 * and every other GET that wants HTML gets index.html rendered with the bootstrap.
 */
export async function webAppRoutes(
  app: FastifyInstance,
  { env, distDir, catalogJson }: { env: Env; distDir: string; catalogJson: CatalogJson },
) {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  const render = compileIndexTemplate(loadIndexTemplate(join(distDir, 'index.html')));
  const appStartModules = compileAppStartModules(distDir);
  const screenModules = compileScreenModules(distDir);
  const routes = flatRoutes();
  // The web build's server entry sits beside the browser's (vite build --ssr, apps/web).
  const renderer = await ServerRenderer.load(
    join(distDir, '..', 'dist-ssr', 'entry-server.js'),
    app.log,
  );

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // The build writes .br and .gz beside each asset (apps/web/precompress.ts).
      preCompressed: true,
      // Routes for the files that exist at start-up: unknown paths skip the file system.
      wildcard: false,
      setHeaders(reply, path) {
        const immutable = path.includes(`${join(distDir, 'assets')}`);
        void reply.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.get(
    '/api/bootstrap',
    { schema: { tags: ['channels'], summary: 'The page bootstrap (for the development server)' } },
    (request, reply) => bootstrapFor(request, reply, env),
  );

  // Every other GET is a page of the app (a route, not the not-found handler: only routes get
  // reply.compress). Unknown API, asset and media paths still answer 404.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const wantsPage =
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/assets/') &&
      !request.url.startsWith('/media/');
    if (!wantsPage) return reply.code(404).send({ message: authMessages.notFound });
    const url = new URL(request.url, 'http://page');
    const page = await pageDataFor(request, url, catalogJson);
    const bootstrap = bootstrapFor(request, reply, env);
    page.screenModules = appStartModules + screenModules(url.pathname, bootstrap.user);
    const title = routeTitle(url.pathname, bootstrap.user, routes);
    if (title) page.title = title;
    const rendered = await renderer?.render({
      url: `${url.pathname}${url.search}`,
      bootstrap,
      data: page.data,
      dataVersion: page.version,
      own: page.own ?? false,
    });
    const html = render(bootstrap, page, rendered);
    // A rendered menu page is about 100 KB of HTML, 15 KB compressed. No page is stored by a
    // browser or a proxy: a signed-in one carries the customer's own data and CSRF token.
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .compress(html);
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ message: authMessages.notFound }),
  );
}
