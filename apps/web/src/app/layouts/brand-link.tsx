import { pagePaths } from '@maryjane/contract/page-paths';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './layout.module.css';

/**
 * The logo (public/favicon.svg), drawn inline: an SVG file in an <img> is a document of its own,
 * which a phone builds on the main thread while the page starts.
 */
function Logo() {
  return (
    <svg width={32} height={32} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#1b5e20" />
      <g fill="#8ce99a">
        <path d="M16 4c2.2 3.6 3 7.4 2.4 11.4L16 19l-2.4-3.6C13 11.4 13.8 7.6 16 4z" />
        <path d="M5 11c4 .6 7.4 2.6 9.8 6l.8 2.6-2.8-.2C9.4 18 6.8 15.2 5 11z" />
        <path d="M27 11c-1.8 4.2-4.4 7-7.8 8.4l-2.8.2.8-2.6c2.4-3.4 5.8-5.4 9.8-6z" />
        <path d="M7 21.5c2.6-.8 5.4-.6 8 .6l.6 1.4-1.6.4c-2.6.4-5-.4-7-2.4z" />
        <path d="M25 21.5c-2 2-4.4 2.8-7 2.4l-1.6-.4.6-1.4c2.6-1.2 5.4-1.4 8-.6z" />
        <rect x="15.2" y="19" width="1.6" height="9" rx=".8" />
      </g>
    </svg>
  );
}

export function BrandLink() {
  const { t } = useTranslation('common');
  return (
    <Link to={pagePaths.home} className={classes.brand} aria-label={t('header.home')}>
      <Logo />
      <span className={classes.brandName}>{t('appTitle')}</span>
    </Link>
  );
}
