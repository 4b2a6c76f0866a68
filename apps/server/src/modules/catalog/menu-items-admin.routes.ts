import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminMenuItem,
  AdminMenuItemTags,
  AdminMenuItemsPage,
  AdminMenuItemsQuery,
  ApiError,
  IdParams,
  MENU_IMAGE_MAX_BYTES,
  MenuItemInput,
  UploadImageInput,
  UploadedImage,
} from '@mealbox/contracts';
import type { CatalogJson } from './catalog-json.ts';
import {
  createMenuItem,
  getMenuItem,
  listMenuItemsForAdmin,
  menuItemTags,
  saveMenuItem,
  uploadMenuImage,
} from './menu-items-admin.service.ts';

const refusals = { 401: ApiError, 403: ApiError, 404: ApiError, 409: ApiError, 422: ApiError };

/**
 * A picture's upload carries up to 2 MB as base64 (4/3 of it) in JSON: above the server's
 * 256 KB body limit, so this one route takes a little more; a body past it is refused before it
 * is read whole (413), a picture past 2 MB once decoded (422).
 */
const UPLOAD_BODY_LIMIT = Math.ceil((MENU_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024;

/** Staff's meals (under `/api/admin`); a change is seen by the storefront at once. */
export const menuItemsAdminRoutes: FastifyPluginAsyncZod<{ catalog: CatalogJson }> = async (
  app,
  { catalog },
) => {
  app.get(
    '/menu-items',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags: ['admin'],
        summary: 'The meals: search by name or sku, filter by active or tag, sorted',
        querystring: AdminMenuItemsQuery,
        response: { 200: AdminMenuItemsPage, ...refusals },
      },
    },
    (request) => listMenuItemsForAdmin(request.ctx, request.query),
  );

  app.get(
    '/menu-items/tags',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags: ['admin'],
        summary: "The attribute tags meals may carry: the store's, then any other in use",
        response: { 200: AdminMenuItemTags, ...refusals },
      },
    },
    (request) => menuItemTags(request.ctx),
  );

  app.get(
    '/menu-items/:id',
    {
      config: { permission: 'view-admin' },
      schema: {
        tags: ['admin'],
        summary: 'A meal with every field',
        params: IdParams,
        response: { 200: AdminMenuItem, ...refusals },
      },
    },
    (request) => getMenuItem(request.ctx, request.params.id),
  );

  app.post(
    '/menu-items',
    {
      config: { permission: 'manage-menus' },
      schema: {
        tags: ['admin'],
        summary: 'A new meal',
        body: MenuItemInput,
        response: { 200: AdminMenuItem, ...refusals },
      },
    },
    async (request) => {
      const item = await createMenuItem(request.ctx, request.body);
      catalog.changed();
      return item;
    },
  );

  app.put(
    '/menu-items/:id',
    {
      config: { permission: 'manage-menus' },
      schema: {
        tags: ['admin'],
        summary:
          "Save every field of a meal (409 when making inactive a meal a coming week's customers ordered)",
        params: IdParams,
        body: MenuItemInput,
        response: { 200: AdminMenuItem, ...refusals },
      },
    },
    async (request) => {
      const item = await saveMenuItem(request.ctx, request.params.id, request.body);
      catalog.changed();
      return item;
    },
  );

  app.post(
    '/menu-items/images',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: { permission: 'manage-menus' },
      schema: {
        tags: ['admin'],
        summary:
          "Upload a meal's picture (JPEG, PNG or WebP by its bytes, at most 2 MB) as base64; answers its /media path",
        body: UploadImageInput,
        response: { 200: UploadedImage, 413: ApiError, ...refusals },
      },
    },
    (request) => uploadMenuImage(request.ctx, request.body),
  );
};
