import { type ComponentType, lazy, type LazyExoticComponent } from 'react';

type Module<P> = { default: ComponentType<P> };

export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<unknown> };

/**
 * React.lazy, plus `preload()`: a component whose module was loaded before its first render renders
 * at once instead of suspending. (A plain lazy component always suspends the first time, even with
 * its module at hand, and React then holds back each Suspense reveal up to 300 ms after the last
 * fallback: on a deep link through nested lazy routes, that is a few hundred milliseconds.)
 */
export function lazyPreload<P>(load: () => Promise<Module<P>>): Preloadable<P> {
  let loaded: Module<P> | undefined;
  let pending: Promise<Module<P>> | undefined;
  const preload = () =>
    (pending ??= load().then((m) => {
      loaded = m;
      return m;
    }));
  // React reads a thenable that settles during `then` as resolved: no suspension.
  const component = lazy(() =>
    loaded ? ({ then: (resolve: (m: Module<P>) => void) => resolve(loaded!) } as Promise<Module<P>>) : preload(),
  );
  return Object.assign(component, { preload });
}
