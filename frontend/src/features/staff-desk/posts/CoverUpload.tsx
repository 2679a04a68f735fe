import { BLOG_COVER_LIMITS } from '@rebound/shared';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { useFormatters } from '../../../i18n/format';
import fieldStyles from '../AdminForm.module.css';
import styles from './CoverUpload.module.css';
import { CoverUploadError, type CoverUploadFailure, checkBeforeUpload, uploadCover } from './cover-upload-request';

const FAILURE_KEYS: Record<CoverUploadFailure, `admin.cover.errors.${CoverUploadFailure}`> = {
  tooLarge: 'admin.cover.errors.tooLarge',
  wrongType: 'admin.cover.errors.wrongType',
  tooManyPixels: 'admin.cover.errors.tooManyPixels',
  unreadable: 'admin.cover.errors.unreadable',
  signedOut: 'admin.cover.errors.signedOut',
  network: 'admin.cover.errors.network',
  failed: 'admin.cover.errors.failed',
};

/** The picker only offers these; the server decides by the file's content all the same. */
const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp';

interface CoverUploadProps {
  /** The cover's address as the editor holds it (the post's imageUrl). */
  imageUrl: string | null;
  /** A new cover's address after an upload, or null when the cover is removed; the editor saves it with the post. */
  onChange: (imageUrl: string | null) => void;
  /** The stored post's id; by default the editor's address (/admin/posts/:id), which follows the post's slug. */
  postId?: string;
}

/**
 * The post's cover in the studio: the current one with a way to remove it, and a file input (or a
 * dropped file) that uploads a JPEG, PNG or WebP with its progress. The upload stores the picture;
 * the post takes it as its cover through the editor's own save, so revisions and conflicts stay the editor's.
 */
export function CoverUpload({ imageUrl, onChange, postId }: CoverUploadProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { id: routeId = '' } = useParams();
  const id = postId ?? routeId;
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<CoverUploadFailure | null>(null);
  const [uploaded, setUploaded] = useState(false);
  const [dragging, setDragging] = useState(false);

  const send = async (file: File | undefined) => {
    if (!file || progress !== null) return;
    setUploaded(false);
    const early = checkBeforeUpload(file);
    setFailure(early ?? null);
    if (early) return;
    setProgress(0);
    try {
      const cover = await uploadCover(id, file, setProgress);
      onChange(cover.imageUrl);
      setUploaded(true);
    } catch (error) {
      setFailure(error instanceof CoverUploadError ? error.failure : 'failed');
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files[0]);
  };

  const limits = {
    size: format.number(BLOG_COVER_LIMITS.maxBytes / 1024 / 1024),
    pixels: format.number(BLOG_COVER_LIMITS.maxPixels / 1_000_000),
  };

  return (
    <fieldset className={styles.cover}>
      <legend className={fieldStyles.label}>{t('admin.cover.label')}</legend>
      {imageUrl && (
        <figure className={styles.current}>
          <img src={imageUrl} alt={t('admin.cover.current')} className={styles.preview} />
          <Button
            variant="secondary"
            disabled={progress !== null}
            onClick={() => {
              setUploaded(false);
              onChange(null);
            }}
          >
            {t('admin.cover.remove')}
          </Button>
        </figure>
      )}
      <div
        className={dragging ? `${styles.drop} ${styles.dragging}` : styles.drop}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <label htmlFor={inputId}>{t(imageUrl ? 'admin.cover.replace' : 'admin.cover.choose')}</label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPTED_TYPES}
          aria-describedby={hintId}
          aria-invalid={failure ? true : undefined}
          disabled={progress !== null}
          onChange={(event) => void send(event.target.files?.[0])}
        />
        <p id={hintId} className={styles.hint}>
          {t('admin.cover.hint', limits)}
        </p>
      </div>
      {progress !== null && <progress className={styles.progress} max={1} value={progress} aria-label={t('admin.cover.uploading')} />}
      <p role="status" className={styles.hint}>
        {progress !== null
          ? t('admin.cover.progress', { percent: format.percent(Math.round(progress * 100)) })
          : uploaded
            ? t('admin.cover.uploaded')
            : ''}
      </p>
      {failure && (
        <p role="alert" className={fieldStyles.fieldError}>
          {t(FAILURE_KEYS[failure], limits)}
        </p>
      )}
    </fieldset>
  );
}
