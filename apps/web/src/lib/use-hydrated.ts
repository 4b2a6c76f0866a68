import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the server's HTML (and on the server), true after and in a page the
 * browser renders itself. What the server cannot know (the visitor's own box) waits for it, so
 * the first render in the browser matches the server's HTML whatever has arrived meanwhile.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
