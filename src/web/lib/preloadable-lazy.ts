import { lazy, type ComponentType } from "react";

type Loaded<P> = { default: ComponentType<P> };

/**
 * A component whose code loads on demand, like `React.lazy`, that the server can still write into
 * a page's first HTML, in place, so it works before and without the page's scripts (a form).
 *
 * - The server must not suspend on it: a loader that knows the page will show it awaits
 *   `preload()`, and the render then finds the module ready.
 * - It must not sit in a Suspense boundary of its own: React writes a finished boundary that
 *   comes after the first ~12 KB of the page out of place, hidden, for a script to move in.
 *
 * In the browser it is an ordinary lazy component: its module is fetched as hydration reaches it,
 * and hydration waits for it with the server's HTML on screen and usable (text typed meanwhile is
 * still in the fields). The page's first scripts do not carry it.
 */
export function preloadableLazy<P>(load: () => Promise<ComponentType<P>>) {
  let ready: ComponentType<P> | undefined;
  const preload = async () => {
    ready ??= await load();
  };
  const Component = lazy<ComponentType<P>>(() => {
    if (ready) {
      // Already loaded: answered at once (React reads a thenable that calls back synchronously
      // as settled), so the render does not suspend.
      const loaded: Loaded<P> = { default: ready };
      const settled = { then: (resolve: (value: Loaded<P>) => void) => resolve(loaded) };
      return settled as unknown as Promise<Loaded<P>>;
    }
    return load().then((component) => ({ default: (ready = component) }));
  });
  return { Component, preload };
}
