import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';
import { allTextsLoaded } from '../../lib/i18n.ts';
import type { ShellFrame as Frame } from './ShellFrame.tsx';

type FrameProps = ComponentProps<typeof Frame>;

let loaded: ComponentType<FrameProps> | null = null;
let loading: Promise<{ default: ComponentType<FrameProps> }> | null = null;

function loadShell(): Promise<{ default: ComponentType<FrameProps> }> {
  loading ??= Promise.all([import('./ShellFrame.tsx'), allTextsLoaded()]).then(([module]) => {
    loaded = module.ShellFrame;
    return { default: module.ShellFrame };
  });
  loading.catch(() => (loading = null));
  return loading;
}

const LazyFrame = lazy(loadShell);

/** Header, footer and navigation come in their own chunk: /login shows none of them. Once it has arrived the frame renders
 * at once, without suspending. */
export function ShellFrame(props: FrameProps) {
  return loaded ? createElement(loaded, props) : createElement(LazyFrame, props);
}

/** Starts downloading the shell at start-up when the first page shows it; resolves when it has arrived. */
export function preloadShell(): Promise<unknown> {
  return loadShell().catch(() => undefined);
}
