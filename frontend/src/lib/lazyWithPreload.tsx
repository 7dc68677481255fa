import { lazy, type ComponentType } from 'react';

export type Preloadable<P extends object> = ComponentType<P> & {
  /** Loads the component's code; once resolved the component renders at once, without suspending. */
  preload: () => Promise<void>;
};

/**
 * Like React.lazy (its own chunk, loaded on first render inside a Suspense boundary), plus
 * `preload()`: once that has resolved, the component renders synchronously. Hydration needs it: a
 * lazy part of a painted page that is still loading when the first update arrives (the idle-time
 * toast region, a state change) is replaced by its Suspense fallback, blanking the painted content.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        loading = null; // a failed download is tried again by the next render
        throw error;
      },
    ));
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded! };
  });
  function PreloadableComponent(props: P) {
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload });
}
