import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs `run` once, after the browser has painted what was drawn when `ready` first held (in the task after that frame),
 * without drawing anything again: for work that may wait until the page shows what it is for.
 */
export function useAfterPaint(ready: boolean, run: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame's callback runs just before its paint; the task after it, once painted.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        done.current = true;
        run();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, run]);
}

/**
 * False until the browser has painted what was drawn when `ready` first held, then true for good: for what may wait until
 * the page has painted (a dialog opening over it), so that the page's first draw does not pay for it.
 */
export function usePaintedOnce(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useAfterPaint(ready, useCallback(() => setPainted(true), []));
  return painted;
}
