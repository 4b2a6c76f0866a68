import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { adminMessages, authMessages, type Permission } from '@mealbox/contracts';
import { Forbidden, Unauthenticated } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What an admin route needs besides `view-admin` (or `view-admin` itself for a read): every
     * route under `/api/admin` names one, or the server refuses to start.
     */
    permission?: Permission;
  }
  interface FastifyInstance {
    /** Every admin endpoint with the permission it needs (the permission matrix test reads it). */
    adminRoutes: readonly AdminRoute[];
  }
}

export interface AdminRoute {
  method: string;
  url: string;
  permission: Permission;
}

export interface AdminApiOptions {
  /** Registers the admin route files, under the `/api/admin` prefix behind the guard. */
  routes: (admin: FastifyInstance) => Promise<void>;
  /** Filled with every admin endpoint as it is registered. */
  registry: AdminRoute[];
}

/**
 * The staff's API (architecture: the permission guard registered once, on the `/api/admin`
 * prefix). Before anything is parsed, a guest is asked to log in (401) and a user without
 * `view-admin` and the route's own permission is refused (403): the API enforces every
 * permission, the admin UI only hides what a user cannot do.
 */
export const adminApi: FastifyPluginAsync<AdminApiOptions> = async (app, { routes, registry }) => {
  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (!permission) {
      throw new Error(`${String(route.method)} ${route.url}: an admin route names its permission`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') registry.push({ method, url: route.url, permission });
    }
  });

  app.addHook('onRequest', async (request) => {
    // Every route here has one (onRoute above refuses any other).
    const permission = request.routeOptions.config.permission ?? 'view-admin';
    const user = request.user;
    if (!user) throw new Unauthenticated(authMessages.unauthenticated);
    for (const needed of new Set<Permission>(['view-admin', permission])) {
      if (!user.permissions.includes(needed)) {
        throw new Forbidden(adminMessages.notPermitted(needed));
      }
    }
  });

  await routes(app);
};
