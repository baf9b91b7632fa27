import { APP_TITLE } from '@maryjane/contract/constants';
import { useEffect } from 'react';

/** "<Title> · MaryJane", so tabs, history and screen readers name the page. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_TITLE}` : APP_TITLE;
  }, [title]);
}
