import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import frame from '../AdminPage.module.css';

/** The way back from a staff page to the leads, to `to` (the list as it was left, or its first page). */
export function BackToLeads({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Link className={frame.back} to={to}>
      <ArrowLeft aria-hidden="true" size={18} className="icon-directional" />
      {t('adminLeads.lead.back')}
    </Link>
  );
}
