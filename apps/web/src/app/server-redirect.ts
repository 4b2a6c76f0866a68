import { createContext } from 'react';

/**
 * Given only by the server's renderer (entry-server.tsx): a route that would send the visitor
 * elsewhere (a guest on a signed-in page goes to /login) says where here instead of rendering
 * a `<Navigate>`, which cannot redirect a page already being sent. The server then sends the
 * shell, and the browser redirects.
 */
export interface ServerRedirect {
  /** Records where the page would send the visitor. */
  redirect(to: string): void;
}

export const ServerRedirectContext = createContext<ServerRedirect | null>(null);
