import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A text link to another site, opened in a new tab; screen readers are told so. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> ({t('common.opensInNewTab')})</span>
    </a>
  );
}
