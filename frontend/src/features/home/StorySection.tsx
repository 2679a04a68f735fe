import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { ExternalButtonLink } from '../../components/ui/Button';
import { Section } from '../../components/ui/Section';
import { VideoFacade } from '../../components/ui/VideoFacade';
import styles from './HomePage.module.css';

export function StorySection() {
  const { t } = useTranslation();
  return (
    <Section tone="dark" eyebrow={t('home.story.eyebrow')} title={t('home.story.title')} intro={t('home.story.intro')}>
      <div className={styles.story}>
        <VideoFacade videoId={EXTERNAL_LINKS.videos.story.id} title={t('home.story.videoTitle')} />
        <div className={styles.preOrder}>
          <h3 className={styles.preOrderTitle}>{t('home.story.preOrderTitle')}</h3>
          <p>{t('home.story.preOrderText')}</p>
          <ExternalButtonLink href={EXTERNAL_LINKS.forms.preOrder} icon={<ExternalLinkIcon aria-hidden="true" size={18} />}>
            {t('home.story.preOrder')}
          </ExternalButtonLink>
        </div>
      </div>
    </Section>
  );
}
