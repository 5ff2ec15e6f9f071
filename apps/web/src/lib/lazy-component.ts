import { createElement, lazy, type ComponentType } from 'react';

/**
 * A component whose code downloads once, on first use or on preload(): it suspends until the code has arrived and
 * renders at once after that, so a page painted before the script ran is replaced by the same page, never by a
 * spinner. A failed download may be tried again.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, name: string) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;

  function preload(): Promise<{ default: ComponentType<P> }> {
    if (!loading) {
      const started = load().then((component) => {
        loaded = component;
        return { default: component };
      });
      started.catch(() => {
        if (loading === started) loading = null;
      });
      loading = started;
    }
    return loading;
  }

  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  function Component(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  Component.displayName = name;
  return { Component, preload };
}
