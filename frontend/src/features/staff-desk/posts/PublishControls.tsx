import type { AdminBlogPost } from '@rebound/shared';
import { CalendarClock, EyeOff, Link2, SendHorizontal, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/toast/toast-context';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { useFormatters } from '../../../i18n/format';
import { staffPath } from '../../../routes/staff-routes';
import fieldStyles from '../AdminForm.module.css';
import { useDeletePostMutation, usePreviewLinkMutation, usePublishPostMutation, useUnpublishPostMutation } from './admin-posts-api';
import styles from './PostEditor.module.css';
import { PostStateBadge } from './PostStateBadge';

interface PublishControlsProps {
  post: AdminBlogPost;
  onChanged: (post: AdminBlogPost) => void;
}

/** State, publish now or at a time, unpublish, delete, and a preview link for a colleague. */
export function PublishControls({ post, onChanged }: PublishControlsProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const format = useFormatters();
  const navigate = useNavigate();
  const atId = useId();
  const [at, setAt] = useState('');
  const [publish, publishing] = usePublishPostMutation();
  const [unpublish, unpublishing] = useUnpublishPostMutation();
  const [deletePost] = useDeletePostMutation();
  const [previewLink, linking] = usePreviewLinkMutation();
  const busy = publishing.isLoading || unpublishing.isLoading;

  const run = async (action: () => Promise<AdminBlogPost>, done: string) => {
    try {
      onChanged(await action());
      toast({ title: done });
    } catch {
      toast({ title: t('adminPosts.publish.failed'), variant: 'destructive' });
    }
  };

  const schedule = (event: FormEvent) => {
    event.preventDefault();
    // datetime-local is the staff member's local time; Date reads it as such.
    const when = new Date(at);
    if (Number.isNaN(when.getTime())) return;
    void run(
      () => publish({ id: post.id, at: when.toISOString() }).unwrap(),
      t('adminPosts.publish.scheduled', { date: format.dateTime(when) }),
    );
  };

  const copyPreviewLink = async () => {
    try {
      const { url } = await previewLink(post.id).unwrap();
      await navigator.clipboard.writeText(url);
      toast({ title: t('adminPosts.previewLink.copied'), description: t('adminPosts.previewLink.copiedDescription') });
    } catch {
      toast({ title: t('adminPosts.previewLink.failed'), variant: 'destructive' });
    }
  };

  const remove = async () => {
    try {
      await deletePost(post.id).unwrap();
    } catch {
      return false;
    }
    toast({ title: t('adminPosts.delete.done') });
    void navigate(staffPath('adminPosts'));
    return true;
  };

  const live = post.state === 'published' || post.state === 'scheduled';
  return (
    <section className={styles.panel} aria-labelledby="publish-title">
      <h2 id="publish-title" className={styles.panelTitle}>
        {t('adminPosts.publish.title')}
      </h2>
      <p>
        <PostStateBadge state={post.state} publishAt={post.publishAt} />
      </p>
      <div className={styles.actions}>
        {post.state !== 'published' && (
          <Button
            disabled={busy}
            onClick={() => void run(() => publish({ id: post.id }).unwrap(), t('adminPosts.publish.done'))}
            icon={<SendHorizontal aria-hidden="true" size={18} className="icon-directional" />}
          >
            {t('adminPosts.publish.now')}
          </Button>
        )}
        {live && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void run(() => unpublish(post.id).unwrap(), t('adminPosts.publish.unpublished'))}
            icon={<EyeOff aria-hidden="true" size={18} />}
          >
            {t('adminPosts.publish.unpublish')}
          </Button>
        )}
      </div>
      <form className={styles.schedule} onSubmit={schedule}>
        <label htmlFor={atId} className={fieldStyles.label}>
          {t('adminPosts.publish.at')}
        </label>
        <input
          id={atId}
          type="datetime-local"
          className={fieldStyles.input}
          value={at}
          required
          onChange={(event) => setAt(event.target.value)}
        />
        {at && !Number.isNaN(new Date(at).getTime()) && <p className={styles.hint}>{format.dateTime(new Date(at))}</p>}
        <Button type="submit" variant="secondary" disabled={busy} icon={<CalendarClock aria-hidden="true" size={18} />}>
          {t('adminPosts.publish.schedule')}
        </Button>
      </form>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={linking.isLoading}
          onClick={() => void copyPreviewLink()}
          icon={<Link2 aria-hidden="true" size={18} />}
        >
          {t('adminPosts.previewLink.button')}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="danger" icon={<Trash2 aria-hidden="true" size={18} />}>
              {t('adminPosts.delete.button')}
            </Button>
          }
          title={t('adminPosts.delete.title')}
          description={t('adminPosts.delete.text', { title: post.title })}
          confirmLabel={t('adminPosts.delete.confirm')}
          pendingLabel={t('adminPosts.delete.pending')}
          cancelLabel={t('adminPosts.delete.cancel')}
          onConfirm={remove}
          failureMessage={t('adminPosts.delete.failed')}
        />
      </div>
    </section>
  );
}
