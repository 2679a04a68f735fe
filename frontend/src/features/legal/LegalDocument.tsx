import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/layout/PageTitle';
import { PageHero } from '../../components/ui/PageHero';
import { useFormatters } from '../../i18n/format';
import styles from './LegalDocument.module.css';

/** The day the privacy policy and terms were last changed; shown on both pages. Update it with every change to their texts. */
export const LEGAL_TEXTS_UPDATED = '2026-11-25';

export interface LegalSection {
  /** Anchor for links into the document (`/privacy#your-rights`). */
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  description: string;
  subtitle: string;
  sections: LegalSection[];
}

/** A legal text: page hero with the date of the last change, a table of contents, then numbered sections. */
export function LegalDocument({ title, description, subtitle, sections }: LegalDocumentProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <>
      <PageTitle title={title} description={description} />
      <PageHero title={title} subtitle={subtitle} note={t('legal.updated', { date: format.date(LEGAL_TEXTS_UPDATED) })} />
      <div className={`container ${styles.layout}`}>
        <nav aria-labelledby="legal-contents" className={styles.contents}>
          <h2 id="legal-contents" className={styles.contentsTitle}>
            {t('legal.contents')}
          </h2>
          <ol className={styles.contentsList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.document}>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className={styles.section}>
              <h2 id={`${section.id}-heading`} className={styles.sectionTitle}>
                <span className={styles.sectionNumber} aria-hidden="true">
                  {format.number(index + 1)}
                </span>
                {section.title}
              </h2>
              <div className={styles.sectionBody}>{section.content}</div>
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
