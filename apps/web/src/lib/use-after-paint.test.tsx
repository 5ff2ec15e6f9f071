import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAfterPaint, usePaintedOnce } from './use-after-paint.ts';

describe('useAfterPaint', () => {
  it('waits until ready, runs once after the next frame, and never again', async () => {
    const run = vi.fn();
    const { rerender } = renderHook(({ ready }) => useAfterPaint(ready, run), { initialProps: { ready: false } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(run).not.toHaveBeenCalled();
    rerender({ ready: true });
    expect(run).not.toHaveBeenCalled();
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    rerender({ ready: false });
    rerender({ ready: true });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('usePaintedOnce is false until what was drawn once ready has painted, then true for good', async () => {
    const { result, rerender } = renderHook(({ ready }) => usePaintedOnce(ready), { initialProps: { ready: false } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBe(false);
    rerender({ ready: true });
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    rerender({ ready: false });
    expect(result.current).toBe(true);
  });
});
