import { useEffect } from 'react';

/** Names the browser tab while the calling page is shown, and puts the previous title back after. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
