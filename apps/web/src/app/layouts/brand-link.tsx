import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './layout.module.css';

export function BrandLink() {
  const { t } = useTranslation('common');
  return (
    <Link to="/" className={classes.brand} aria-label={t('header.home')}>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className={classes.brandName}>{t('appTitle')}</span>
    </Link>
  );
}
