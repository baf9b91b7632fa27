import { useTranslation } from 'react-i18next';
import classes from './layout.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** First stop of the Tab key: jumps over header and navigation to the page itself. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.skipLink}
      onClick={(event) => {
        // Move focus without touching the URL (the router owns it).
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView?.();
      }}
    >
      {t('skipToContent')}
    </a>
  );
}
