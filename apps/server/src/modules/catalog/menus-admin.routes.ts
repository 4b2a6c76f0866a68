import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminMenu,
  AdminMenusPage,
  AdminMenusQuery,
  ApiError,
  CreateMenuInput,
  MenuChannelQuery,
  MenuDefaults,
  MenuWeekParams,
  SaveMenuInput,
} from '@mealbox/contracts';
import type { CatalogJson } from './catalog-json.ts';
import { createMenu, getMenu, listMenus, menuDefaults, saveMenu } from './menus-admin.service.ts';

const refusals = { 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };

/**
 * Staff's weeks (under `/api/admin`). A week is named in the path; its channel is the
 * `channel_id` query parameter, else the channel the request came to. A change is seen by the
 * storefront at once (this process's catalogue cache is dropped).
 */
export const menusAdminRoutes: FastifyPluginAsyncZod<{ catalog: CatalogJson }> = async (
  app,
  { catalog },
) => {
  app.get(
    '/menus',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags: ['admin'],
        summary: 'The weeks of every channel (or one), draft or published, with their meal counts',
        querystring: AdminMenusQuery,
        response: { 200: AdminMenusPage, ...refusals },
      },
    },
    (request) => listMenus(request.ctx, request.query),
  );

  app.get(
    '/menu-defaults/:week',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags: ['admin'],
        summary: "A new week's delivery date and picking deadline when left to the store",
        params: MenuWeekParams,
        response: { 200: MenuDefaults, ...refusals },
      },
    },
    (request) => menuDefaults(request.ctx, request.params.week),
  );

  app.post(
    '/menus',
    {
      config: { permission: 'manage-menus' },
      schema: {
        tags: ['admin'],
        summary: "A new draft week for a channel; its dates default to the store's",
        body: CreateMenuInput,
        response: { 200: AdminMenu, ...refusals },
      },
    },
    async (request) => {
      const menu = await createMenu(request.ctx, request.body);
      catalog.changed();
      return menu;
    },
  );

  app.get(
    '/menus/:week',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags: ['admin'],
        summary: "A channel's week: its meals in order, the chef's selection, what was ordered",
        params: MenuWeekParams,
        querystring: MenuChannelQuery,
        response: { 200: AdminMenu, ...refusals },
      },
    },
    (request) => getMenu(request.ctx, request.params.week, request.query.channel_id),
  );

  app.put(
    '/menus/:week',
    {
      config: { permission: 'manage-menus' },
      schema: {
        tags: ['admin'],
        summary:
          "Save a channel's week: meals in order, the chef's selection, dates, draft or published (409 when an ordered meal would go)",
        params: MenuWeekParams,
        querystring: MenuChannelQuery,
        body: SaveMenuInput,
        response: { 200: AdminMenu, ...refusals },
      },
    },
    async (request) => {
      const menu = await saveMenu(
        request.ctx,
        request.params.week,
        request.query.channel_id,
        request.body,
      );
      catalog.changed();
      return menu;
    },
  );
};
