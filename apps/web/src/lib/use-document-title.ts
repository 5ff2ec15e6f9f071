import { useEffect } from 'react';

/** The browser tab names the page: '{title} | BoardMatch'. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | BoardMatch` : 'BoardMatch';
  }, [title]);
}
