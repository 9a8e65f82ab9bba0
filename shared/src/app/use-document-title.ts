import { useEffect } from 'react';
import { documentTitle } from '../format/document-title';

/** Sets 'Title · Kinora' while the screen is shown, and puts the previous title back after. */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
