/** A route table's page: a lazy component and the same loader as its preload (RemoteRoute.preload). */
import { createElement, lazy, type ComponentType } from 'react';

export interface LazyPage {
  Component: ComponentType;
  preload(): Promise<unknown>;
}

/**
 * A page that, once preloaded, renders at once: React.lazy suspends on its first render even when
 * the chunk is already here, which would cost a tab tap a round of Suspense.
 * @example const PAGES = { '/user': lazyPage(() => import('../routes/user')) };
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  function Page() {
    return createElement(loaded ?? Lazy);
  }
  return { Component: Page, preload };
}
