import { Bold, Heading1, Heading2, Heading3, List, ListChecks, type LucideIcon, Pilcrow, SquarePlay } from 'lucide-react';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../i18n/format';
import fieldStyles from '../AdminForm.module.css';
import { MarkupHints } from './MarkupHints';
import { applyMarkupAction, type MarkupAction } from './markup-actions';
import styles from './PostEditor.module.css';
import { usePostPageModule } from './post-page-module';
import { changedStretch, type TextChange } from './text-change';

interface ToolbarButton {
  action: MarkupAction;
  icon: LucideIcon;
  /** aria-keyshortcuts syntax; the matcher below reads the same keys. */
  shortcut: string;
}

const TOOLBAR: readonly ToolbarButton[] = [
  { action: 'heading1', icon: Heading1, shortcut: 'Control+Alt+1' },
  { action: 'heading2', icon: Heading2, shortcut: 'Control+Alt+2' },
  { action: 'heading3', icon: Heading3, shortcut: 'Control+Alt+3' },
  { action: 'bold', icon: Bold, shortcut: 'Control+B' },
  { action: 'boldLine', icon: Pilcrow, shortcut: 'Control+Shift+B' },
  { action: 'listItem', icon: List, shortcut: 'Control+Shift+8' },
  { action: 'labelledItem', icon: ListChecks, shortcut: 'Control+Shift+L' },
  { action: 'video', icon: SquarePlay, shortcut: 'Control+Shift+Y' },
];

const ACTION_KEYS = {
  heading1: 'adminPosts.toolbar.heading1',
  heading2: 'adminPosts.toolbar.heading2',
  heading3: 'adminPosts.toolbar.heading3',
  bold: 'adminPosts.toolbar.bold',
  boldLine: 'adminPosts.toolbar.boldLine',
  listItem: 'adminPosts.toolbar.listItem',
  labelledItem: 'adminPosts.toolbar.labelledItem',
  video: 'adminPosts.toolbar.video',
} as const;

/** The toolbar action a key press asks for (Control or Command), if any. */
function shortcutAction(event: KeyboardEvent): MarkupAction | undefined {
  if (!(event.ctrlKey || event.metaKey)) return undefined;
  return TOOLBAR.find(({ shortcut }) => {
    const keys = shortcut.split('+');
    const key = keys.at(-1) as string;
    const pressed = /^\d$/.test(key) ? event.code === `Digit${key}` : event.key.toUpperCase() === key;
    return pressed && event.altKey === keys.includes('Alt') && event.shiftKey === keys.includes('Shift');
  })?.action;
}

interface BodyEditorProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
}

/**
 * Replaces one stretch of the textarea's text as typing would: insertText (or delete) is one step of the
 * browser's undo history and fires the input event React reads. Where the browser has no such command
 * (or refuses it), setRangeText changes the text and the change is handed on directly.
 */
function replaceStretch(element: HTMLTextAreaElement, { start, end, text }: TextChange, onChange: (value: string) => void): void {
  element.focus();
  if (start === end && text === '') return;
  element.setSelectionRange(start, end);
  const command = text === '' ? 'delete' : 'insertText';
  if (typeof document.execCommand === 'function' && document.execCommand(command, false, text)) return;
  element.setRangeText(text, start, end, 'end');
  onChange(element.value);
}

/** The post body: a plain textarea, a toolbar and shortcuts for the blog's markup rules, counts as the public page counts. */
export function BodyEditor({ value, onChange, label }: BodyEditorProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const textareaId = useId();
  const countsId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);

  const apply = (action: MarkupAction) => {
    const element = textarea.current;
    if (!element) return;
    const before = element.value;
    const next = applyMarkupAction(action, { value: before, selectionStart: element.selectionStart, selectionEnd: element.selectionEnd });
    replaceStretch(element, changedStretch(before, next.value), onChange);
    // In the same event as the edit: a key typed right after the shortcut lands where the action left the caret.
    element.setSelectionRange(next.selectionStart, next.selectionEnd);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = shortcutAction(event);
    if (!action) return;
    event.preventDefault();
    apply(action);
  };

  // The public page's own counting functions (they arrive with its chunk, a moment after the editor).
  const postPage = usePostPageModule();
  const words = postPage?.countWords(value);
  const minutes = postPage?.readingTimeMinutes(value);
  return (
    <div className={styles.body}>
      <label htmlFor={textareaId} className={fieldStyles.label}>
        {label}
      </label>
      <div role="toolbar" aria-label={t('adminPosts.toolbar.label')} aria-controls={textareaId} className={styles.toolbar}>
        {TOOLBAR.map(({ action, icon: Icon, shortcut }) => (
          <button
            key={action}
            type="button"
            className={styles.toolButton}
            aria-keyshortcuts={shortcut}
            title={`${t(ACTION_KEYS[action])} (${shortcut.replace('Control', 'Ctrl')})`}
            onClick={() => apply(action)}
          >
            <Icon aria-hidden="true" size={18} />
            <span className="visually-hidden">{t(ACTION_KEYS[action])}</span>
          </button>
        ))}
      </div>
      <textarea
        id={textareaId}
        ref={textarea}
        className={`${fieldStyles.input} ${styles.textarea}`}
        value={value}
        dir="auto"
        rows={18}
        maxLength={100_000}
        aria-describedby={countsId}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <p id={countsId} className={styles.counts}>
        {/* Two spans and a gap, no separator: a middle dot before a Persian digit reads as a zero (۰). */}
        {words !== undefined && minutes !== undefined && (
          <>
            <span>{t('adminPosts.body.words', { count: words, words: format.number(words) })}</span>{' '}
            <span>{t('blog.meta.readingTime', { count: minutes, minutes: format.number(minutes) })}</span>
          </>
        )}
      </p>
      <MarkupHints content={value} />
    </div>
  );
}
