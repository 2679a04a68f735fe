import { Mail, MessageSquareText, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/ui/Section';
import { DeferredInterestForm } from './DeferredInterestForm';
import styles from './InterestForm.module.css';
import { INTEREST_FORM_SECTION_ID } from './interest-prefill';

const NEXT_STEPS: { key: string; icon: ReactNode }[] = [
  { key: 'getInvolved.form.next.read', icon: <MessageSquareText size={20} /> },
  { key: 'getInvolved.form.next.reply', icon: <Mail size={20} /> },
  { key: 'getInvolved.form.next.noSpam', icon: <ShieldCheck size={20} /> },
];

/** The interest form with its heading and what happens after sending; other pages and the footer link here by its id. */
export function InterestFormSection() {
  const { t } = useTranslation();
  return (
    <Section
      id={INTEREST_FORM_SECTION_ID}
      tone="alt"
      eyebrow={t('getInvolved.form.eyebrow')}
      title={t('getInvolved.form.title')}
      intro={t('getInvolved.form.intro')}
    >
      <div className={styles.layout}>
        <DeferredInterestForm />
        <aside className={styles.next} aria-labelledby="interest-form-next">
          <h3 id="interest-form-next" className={styles.nextTitle}>
            {t('getInvolved.form.next.title')}
          </h3>
          <ol className={styles.nextSteps}>
            {NEXT_STEPS.map(({ key, icon }) => (
              <li key={key}>
                <span className={styles.nextIcon} aria-hidden="true">
                  {icon}
                </span>
                {t(key)}
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </Section>
  );
}
