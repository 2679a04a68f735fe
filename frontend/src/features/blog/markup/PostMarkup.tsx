// biome-ignore-all lint/suspicious/noArrayIndexKey: blocks and segments are parsed afresh from the body text each render and never reordered in place.
import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import { Fragment, memo, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../../components/ui/ExternalLink';
import { VideoFacade } from '../../../components/ui/VideoFacade';
import styles from './PostMarkup.module.css';
import { type Block, parsePostMarkup, type TextSegment } from './parse-post-markup';

// The post title is the page's h1, so markup level 1 becomes h2, 2 becomes h3 and 3 becomes h4:
// the body's headings nest under the title and the outline has no second h1.
const HEADING_ELEMENT = { 1: 'h2', 2: 'h3', 3: 'h4' } as const;

function Segments({ segments }: { segments: TextSegment[] }) {
  return segments.map((segment, index) =>
    segment.bold ? <strong key={index}>{segment.text}</strong> : <Fragment key={index}>{segment.text}</Fragment>,
  );
}

function VideoCard({ videoId, watchUrl, caption }: { videoId: string; watchUrl: string; caption: string | null }) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = caption ?? t('blog.post.video.defaultCaption');
  return (
    <figure className={styles.video} aria-labelledby={titleId}>
      <VideoFacade videoId={videoId} title={title} />
      <figcaption className={styles.videoCaption}>
        <span id={titleId} className={styles.videoTitle} dir="auto">
          {title}
        </span>
        <ExternalLink href={watchUrl} className={styles.videoLink}>
          {t('blog.post.video.watchOnYouTube')}
          <ExternalLinkIcon aria-hidden="true" size={16} />
        </ExternalLink>
      </figcaption>
    </figure>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading': {
      const Heading = HEADING_ELEMENT[block.level];
      return (
        <Heading className={styles[`heading${block.level}`]} dir="auto">
          <Segments segments={block.segments} />
        </Heading>
      );
    }
    case 'list':
      return (
        <ul className={styles.list} dir="auto">
          {block.items.map((item, index) => (
            <li key={index}>
              {item.label !== null && <strong>{item.label}: </strong>}
              <Segments segments={item.segments} />
            </li>
          ))}
        </ul>
      );
    case 'boldParagraph':
      return (
        <p className={styles.paragraph} dir="auto">
          <strong>{block.text}</strong>
        </p>
      );
    case 'video':
      return <VideoCard videoId={block.videoId} watchUrl={block.watchUrl} caption={block.caption} />;
    case 'lineBreak':
      return <br />;
    case 'paragraph':
      return (
        <p className={styles.paragraph} dir="auto">
          <Segments segments={block.segments} />
        </p>
      );
  }
}

/**
 * A block that renders again only when its own text changed: in the studio's live preview a keystroke
 * changes one paragraph of a long post, and the other few hundred blocks are left as they are.
 */
const UnchangedBlock = memo(
  ({ block }: { block: Block; signature: string }) => <BlockView block={block} />,
  (previous, next) => previous.signature === next.signature,
);

/**
 * A post body: line markup rendered as React elements only (never as HTML), so any markup-looking text stays
 * text. Each block takes its direction from its own text (dir="auto"): a post need not be in the reader's language.
 */
export function PostMarkup({ content, lang }: { content: string; lang?: string }) {
  const blocks = useMemo(() => parsePostMarkup(content), [content]);
  return (
    <div className={styles.body} lang={lang}>
      {blocks.map((block, index) => (
        <UnchangedBlock key={index} block={block} signature={JSON.stringify(block)} />
      ))}
    </div>
  );
}
