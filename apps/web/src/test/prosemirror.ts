import { beforeAll } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';

/** ProseMirror measures the page while typing; jsdom lays nothing out. Call at a test file's top level. */
export function stubProseMirrorLayout(): void {
  beforeAll(() => {
    const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
    Element.prototype.getClientRects ??= rects;
    Range.prototype.getClientRects ??= rects;
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
    document.elementFromPoint ??= () => null;
  });
}

/** One key at a time: ProseMirror reads each change from the DOM before the next. */
export async function typeOneKeyAtATime(user: UserEvent, text: string): Promise<void> {
  for (const key of text) {
    await user.keyboard(key);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
