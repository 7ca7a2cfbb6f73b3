import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The product mark and title; collapsed shows only the mark. */
export function Logo({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={`vab-logo${collapsed ? ' vab-logo-collapsed' : ''}`} aria-label={t('shell.productTitle')}>
      <svg className="vab-logo-mark" viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M9 10h14M9 16h14M9 22h8" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      </svg>
      {!collapsed && <span className="vab-logo-title">{t('shell.productTitle')}</span>}
    </Link>
  );
}
