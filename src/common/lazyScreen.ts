import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A screen in a chunk of its own; `preload` starts fetching that chunk before the screen is shown. */
export type LazyScreen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/**
 * A screen loaded the first time it is shown, in its own chunk: the first load carries only the
 * layout, the dashboard and the providers; lists, forms and detail screens (rich-text editor, map, date
 * pickers) come when opened. `load` imports the module, `name` is the screen's export; react-admin's
 * layout shows its loader (a Suspense fallback) meanwhile.
 */
export const lazyScreen = <Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyScreen =>
  Object.assign(
    lazy(async () => ({ default: (await load())[name] as ComponentType })),
    { preload: load },
  );
