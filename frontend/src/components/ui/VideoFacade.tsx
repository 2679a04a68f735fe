import { Play } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './VideoFacade.module.css';

interface VideoFacadeProps {
  /** YouTube video id. */
  videoId: string;
  /** What the video is; names the play button and the player frame. */
  title: string;
}

/**
 * A click-to-load video: nothing is requested from the video site until the visitor presses play,
 * then the privacy-enhanced player loads and starts.
 */
export function VideoFacade({ videoId, title }: VideoFacadeProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  if (loaded) {
    return (
      <div className={styles.frame}>
        <iframe
          className={styles.player}
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className={`${styles.frame} ${styles.poster}`}>
      <button type="button" className={styles.play} onClick={() => setLoaded(true)}>
        <Play aria-hidden="true" size={34} className={styles.playIcon} />
        <span className={styles.label}>{t('common.video.play', { title })}</span>
      </button>
      <p className={styles.notice}>{t('common.video.privacyNotice')}</p>
    </div>
  );
}
