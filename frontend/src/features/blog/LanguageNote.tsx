import type { LanguageCode } from '@rebound/shared';
import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '../../i18n/format';
import { languageOption } from '../../i18n/languages';
import styles from './LanguageNote.module.css';

/**
 * 'This post is in English', in the reader's language, where a post (its page or its card in the list) is
 * shown in another language than the page's; nothing where they agree.
 */
export function LanguageNote({ postLanguage }: { postLanguage: LanguageCode | undefined }) {
  const { t } = useTranslation();
  const pageLanguage = usePageLanguage();
  if (!postLanguage || postLanguage === pageLanguage) return null;
  const name = new Intl.DisplayNames([languageOption(pageLanguage).locale], { type: 'language' }).of(postLanguage) ?? postLanguage;
  return <p className={styles.languageNote}>{t('blog.post.languageNote', { language: name })}</p>;
}
