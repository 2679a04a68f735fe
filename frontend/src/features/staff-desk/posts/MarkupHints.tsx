import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../i18n/format';
import { findMarkupHints, type MarkupHintCode } from './markup-lint';
import styles from './PostEditor.module.css';

const HINT_KEYS: Record<MarkupHintCode, `adminPosts.hints.${MarkupHintCode}`> = {
  headingLevel: 'adminPosts.hints.headingLevel',
  headingSpace: 'adminPosts.hints.headingSpace',
  italic: 'adminPosts.hints.italic',
  link: 'adminPosts.hints.link',
  image: 'adminPosts.hints.image',
  listMarker: 'adminPosts.hints.listMarker',
  listSpace: 'adminPosts.hints.listSpace',
  numberedList: 'adminPosts.hints.numberedList',
  quote: 'adminPosts.hints.quote',
  code: 'adminPosts.hints.code',
  strike: 'adminPosts.hints.strike',
  rule: 'adminPosts.hints.rule',
  html: 'adminPosts.hints.html',
  unpairedBold: 'adminPosts.hints.unpairedBold',
};

/** Lines that will show as typed although they look like markup, beside the editor. */
export function MarkupHints({ content }: { content: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const deferred = useDeferredValue(content);
  const hints = useMemo(() => findMarkupHints(deferred), [deferred]);
  if (hints.length === 0) return null;
  return (
    <div className={styles.hints}>
      <p className={styles.hintsTitle}>{t('adminPosts.hints.title')}</p>
      <ul>
        {hints.map((hint) => (
          <li key={`${hint.line}-${hint.code}`}>
            {t('adminPosts.hints.line', { line: format.number(hint.line) })} {t(HINT_KEYS[hint.code])}
          </li>
        ))}
      </ul>
    </div>
  );
}
