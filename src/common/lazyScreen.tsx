import { type ComponentType, lazy } from 'react';

/**
 * A screen (or a part loaded on demand, such as a dialog) in a chunk of its own, taking props `P`;
 * `preload` starts fetching that chunk before it is shown.
 */
export type LazyScreen<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/** The props of a component export (none for anything else). */
type PropsOf<C> = C extends ComponentType<infer P> ? (P extends object ? P : object) : object;

/**
 * A screen loaded the first time it is shown, in its own chunk: the first load carries only the
 * layout, the dashboard and the providers; lists, forms and detail screens (rich-text editor, map, date
 * pickers) come when opened. `load` imports the module, `name` is the screen's export. A screen whose
 * chunk has already loaded (`preload`, or shown before) renders at once; else it suspends and
 * the layout shows react-admin's loader (a Suspense fallback) meanwhile. Not suspending matters for
 * the first screen: React holds a revealed Suspense boundary back until 300 ms after its fallback
 * showed, which delayed the members list's first call by about 250 ms (docs/decisions.md). Its props
 * are those of the export.
 */
export const lazyScreen = <Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  name: Name,
): LazyScreen<PropsOf<Module[Name]>> => {
  type P = PropsOf<Module[Name]>;
  let loaded: ComponentType<P> | undefined;
  const preload = async () => {
    const module = await load();
    loaded = module[name] as ComponentType<P>;
    return module;
  };
  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  const Screen = (props: P) => {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  };
  return Object.assign(Screen, { preload });
};
