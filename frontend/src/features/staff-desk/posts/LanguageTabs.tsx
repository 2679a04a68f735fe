import type { AdminBlogPost, LanguageCode } from '@rebound/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_OPTIONS, languageOption } from '../../../i18n/languages';
import fieldStyles from '../AdminForm.module.css';
import styles from './PostEditor.module.css';

interface LanguageTabsProps {
  post: AdminBlogPost;
  current: LanguageCode;
  onSelect: (language: LanguageCode) => void;
}

/** The post's languages (original first; outdated translations marked) and a way to start another. */
export function LanguageTabs({ post, current, onSelect }: LanguageTabsProps) {
  const { t } = useTranslation();
  const addId = useId();
  const existing: LanguageCode[] = [post.language, ...post.translations.map((translation) => translation.language)];
  if (!existing.includes(current)) existing.push(current);
  const missing = LANGUAGE_OPTIONS.filter((option) => !existing.includes(option.code));

  return (
    <nav className={styles.languages} aria-label={t('adminPosts.languages.label')}>
      <ul>
        {existing.map((code) => {
          const option = languageOption(code);
          const translation = post.translations.find((candidate) => candidate.language === code);
          const note =
            code === post.language
              ? t('adminPosts.languages.original')
              : translation?.outdated
                ? t('adminPosts.languages.outdated')
                : translation
                  ? t('adminPosts.languages.upToDate')
                  : t('adminPosts.languages.new');
          return (
            <li key={code}>
              <button
                type="button"
                className={styles.languageTab}
                aria-current={code === current ? 'page' : undefined}
                onClick={() => onSelect(code)}
              >
                <span lang={code} dir={option.dir}>
                  {option.name}
                </span>
                <span className={translation?.outdated ? styles.outdated : styles.languageNote}>{note}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {missing.length > 0 && (
        <div className={styles.addLanguage}>
          <label htmlFor={addId} className={fieldStyles.label}>
            {t('adminPosts.languages.add')}
          </label>
          <select
            id={addId}
            className={fieldStyles.input}
            value=""
            onChange={(event) => event.target.value && onSelect(event.target.value as LanguageCode)}
          >
            <option value="">{t('adminPosts.languages.choose')}</option>
            {missing.map((option) => (
              <option key={option.code} value={option.code} lang={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </nav>
  );
}
