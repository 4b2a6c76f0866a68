import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// React.lazy's own constraint: any component, whatever its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export interface PreloadableLazy<T extends AnyComponent> extends LazyExoticComponent<T> {
  /** Loads the component's code; once it has arrived the component renders without suspending. */
  preload(): Promise<unknown>;
}

/**
 * React.lazy whose code can be loaded ahead of its first render. React suspends a lazy component
 * the first time it renders it even when its code has already arrived (the import's promise
 * settles a microtask later). While the page hydrates, that leaves the part dehydrated, to be
 * hydrated again later, and in a transition React draws the rest of the page again while it waits
 * ("prewarming"): long tasks on a phone. Once preloaded, the component hands React its module in
 * the same render.
 */
export function preloadableLazy<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
): PreloadableLazy<T> {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed load (a network error) is tried again next time.
        loading = undefined;
        throw error;
      },
    ));
  // A thenable that calls back at once: React.lazy then reads the module during this render.
  const settled = (module: { default: T }) =>
    ({ then: (resolve: (m: { default: T }) => void) => resolve(module) }) as unknown as Promise<{
      default: T;
    }>;
  const component = lazy(() => (loaded ? settled(loaded) : preload()));
  return Object.assign(component, { preload });
}
