import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ChannelConfig, FooterConfig, SiteConfig } from '@mealbox/contracts';
import * as z from 'zod/mini';

export const channelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/channel/config',
    {
      schema: {
        tags: ['channels'],
        summary: "The request's channel config and site config (spec §3)",
        response: { 200: z.object({ channel: ChannelConfig, site: SiteConfig }) },
      },
    },
    (request) => ({ channel: request.channel.config, site: request.channel.site }),
  );

  app.get(
    '/api/channel/footer',
    {
      schema: {
        tags: ['channels'],
        summary: "The channel's footer, or the default footer when it has none",
        response: { 200: FooterConfig },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'public, max-age=300');
      return request.channel.footer;
    },
  );
};
