import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toast/toast-context';
import { Button } from '../../components/ui/Button';

const hasShareSheet = () => typeof navigator.share === 'function';

/**
 * Shares the post: the device's share sheet with the post's title, excerpt and address where the
 * browser has one, otherwise the address is copied and a toast says so. The button
 * is the same in every browser (and in the server's HTML); what it does is decided on click.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  const { toast } = useToast();

  const share = async () => {
    const url = window.location.href;
    try {
      if (hasShareSheet()) {
        await navigator.share({ title, text, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      toast({ title: t('blog.post.linkCopied'), description: t('blog.post.linkCopiedDescription') });
    } catch (error) {
      // Closing the share sheet is the visitor's choice, not a failure.
      if (error instanceof Error && error.name === 'AbortError') return;
      toast({ title: t('blog.post.shareFailed'), variant: 'destructive' });
    }
  };

  return (
    <Button variant="secondary" onClick={share} icon={<Share2 aria-hidden="true" size={18} />}>
      {t('blog.post.share')}
    </Button>
  );
}
