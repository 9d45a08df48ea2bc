import { type ComponentType, lazy } from 'react';

/**
 * A screen loaded the first time it is shown, in its own chunk: the form and detail screens carry the
 * heavy parts (rich-text editor, map, date pickers), so the first page — a list — loads without them.
 * `load` imports the module, `name` is the screen's export; react-admin's layout shows its loader
 * (a Suspense fallback) meanwhile.
 */
export const lazyScreen = <Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));
