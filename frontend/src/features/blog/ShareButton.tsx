import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { useToast } from '../../components/toast/toast-context';

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Opens the device's share sheet with the post's title, excerpt and address. Browsers without it get no
 * button at all rather than one that does nothing.
 */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  if (!canShare()) return null;

  const share = async () => {
    try {
      await navigator.share({ title, text, url: window.location.href });
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
