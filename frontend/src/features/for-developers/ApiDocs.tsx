import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../i18n/format';
import styles from './ApiDocs.module.css';
import { API_DOC_SECTIONS, type ApiMethod } from './api-docs';

const METHOD_CLASS: Record<ApiMethod, string> = { GET: styles.get, POST: styles.post, PUT: styles.put, WS: styles.ws };

/**
 * The API reference as disclosures: native <details>, so each opens and closes on its own, by mouse,
 * keyboard or find-in-page, and all start closed.
 */
export function ApiDocs() {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div className={styles.sections}>
      {API_DOC_SECTIONS.map((section) => (
        <details key={section.id} id={`api-${section.id}`} className={styles.section}>
          <summary className={styles.summary}>
            <h3 className={styles.title}>{t(section.titleKey)}</h3>
            <span className={styles.count}>
              {t('forDevelopers.apiDocs.endpoints', { count: section.endpoints.length, number: format.number(section.endpoints.length) })}
            </span>
            <ChevronDown aria-hidden="true" size={22} className={styles.chevron} />
          </summary>
          <div className={styles.body}>
            <p className={styles.description}>{t(section.descriptionKey)}</p>
            <ul className={styles.endpoints}>
              {section.endpoints.map((endpoint) => (
                <li key={`${endpoint.method} ${endpoint.path}`} className={styles.endpoint}>
                  <span className={styles.signature} dir="ltr">
                    <code className={`${styles.method} ${METHOD_CLASS[endpoint.method]}`}>{endpoint.method}</code>
                    <code className={styles.path}>{endpoint.path}</code>
                  </span>
                  <span className={styles.endpointText}>{t(endpoint.descriptionKey)}</span>
                </li>
              ))}
            </ul>
          </div>
        </details>
      ))}
    </div>
  );
}
