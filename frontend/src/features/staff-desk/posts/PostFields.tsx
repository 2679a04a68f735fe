import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOG } from '../../../app/config/constants';
import { blogPostPath } from '../../../routes/site-routes';
import fieldStyles from '../AdminForm.module.css';
import { CoverUpload } from './CoverUpload';
import { type EditorFields, parseTags } from './editor-fields';
import styles from './PostEditor.module.css';
import { SLUG_MAX_LENGTH, SLUG_PATTERN, slugFromTitle } from './slug';

interface FieldProps {
  label: string;
  hint?: ReactNode;
  invalid?: boolean;
  children: (props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean; className: string }) => ReactNode;
}

/** A labelled field with an optional hint under it, tied to the input for screen readers. */
function Field({ label, hint, invalid, children }: FieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      {children({ id, 'aria-describedby': hint ? hintId : undefined, 'aria-invalid': invalid || undefined, className: fieldStyles.input })}
      {hint && (
        <p id={hintId} className={invalid ? fieldStyles.fieldError : styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

interface PostFieldsProps {
  fields: EditorFields;
  onChange: (changes: Partial<EditorFields>) => void;
  /** The original edits slug, author, category, tags and cover; a translation only its texts. */
  original: boolean;
  /** Drafts follow the title with their slug until the slug is edited; a post that was public keeps its address. */
  slugFollowsTitle: boolean;
  slugTaken: boolean;
}

/** Title, slug (with the public address), excerpt, and for the original: author, category, tags and cover image address. */
export function PostFields({ fields, onChange, original, slugFollowsTitle, slugTaken }: PostFieldsProps) {
  const { t } = useTranslation();
  const [slugEdited, setSlugEdited] = useState(!slugFollowsTitle || fields.slug !== slugFromTitle(fields.title));
  const [tagsText, setTagsText] = useState((fields.tags ?? []).join(', '));
  const slug = fields.slug ?? '';
  const slugInvalid = original && (slugTaken || !SLUG_PATTERN.test(slug));

  const changeTitle = (title: string) => {
    const suggested = slugFromTitle(title);
    onChange(original && !slugEdited && suggested ? { title, slug: suggested } : { title });
  };

  return (
    <div className={styles.fields}>
      <Field label={t('adminPosts.fields.title')}>
        {(props) => (
          <input {...props} value={fields.title} maxLength={200} dir="auto" onChange={(event) => changeTitle(event.target.value)} />
        )}
      </Field>
      {original && (
        <Field
          label={t('adminPosts.fields.slug')}
          invalid={slugInvalid}
          hint={
            slugTaken ? (
              t('adminPosts.fields.slugTaken')
            ) : slugInvalid ? (
              t('adminPosts.fields.slugInvalid')
            ) : (
              <>
                {t('adminPosts.fields.address')} <bdi dir="ltr">{blogPostPath(slug)}</bdi>
              </>
            )
          }
        >
          {(props) => (
            <input
              {...props}
              value={slug}
              dir="ltr"
              maxLength={SLUG_MAX_LENGTH}
              spellCheck={false}
              onChange={(event) => {
                setSlugEdited(true);
                onChange({ slug: event.target.value });
              }}
            />
          )}
        </Field>
      )}
      <Field label={t('adminPosts.fields.excerpt')}>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            value={fields.excerpt}
            maxLength={500}
            dir="auto"
            onChange={(event) => onChange({ excerpt: event.target.value })}
          />
        )}
      </Field>
      {original && (
        <>
          <Field label={t('adminPosts.fields.author')}>
            {(props) => (
              <input
                {...props}
                value={fields.author ?? ''}
                maxLength={100}
                dir="auto"
                onChange={(event) => onChange({ author: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('adminPosts.fields.category')}>
            {(props) => (
              <input
                {...props}
                value={fields.category ?? ''}
                maxLength={100}
                dir="auto"
                onChange={(event) => onChange({ category: event.target.value })}
              />
            )}
          </Field>
          <Field label={t('adminPosts.fields.tags')} hint={t('adminPosts.fields.tagsHint', { count: BLOG.maxTagsShown })}>
            {(props) => (
              <input
                {...props}
                value={tagsText}
                dir="auto"
                onChange={(event) => {
                  setTagsText(event.target.value);
                  onChange({ tags: parseTags(event.target.value) });
                }}
              />
            )}
          </Field>
          <Field label={t('adminPosts.fields.imageUrl')} hint={t('adminPosts.fields.imageUrlHint')}>
            {(props) => (
              <input
                {...props}
                type="url"
                dir="ltr"
                value={fields.imageUrl ?? ''}
                onChange={(event) => onChange({ imageUrl: event.target.value || null })}
              />
            )}
          </Field>
          <CoverUpload imageUrl={fields.imageUrl ?? null} onChange={(imageUrl) => onChange({ imageUrl })} />
        </>
      )}
    </div>
  );
}
