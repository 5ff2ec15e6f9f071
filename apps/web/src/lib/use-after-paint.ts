import { useEffect, useRef } from 'react';

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
