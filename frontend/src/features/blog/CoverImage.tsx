import type { BlogPostDto } from '@rebound/shared';

/**
 * How wide each place shows a cover, for the browser to pick a file from srcset before layout: the
 * post page's 48rem column, the featured story's half of the 72rem container, a card of the grid
 * (at least 19rem, three to a row at most).
 */
export const COVER_SIZES = {
  post: '(min-width: 50rem) 48rem, 100vw',
  featured: '(min-width: 860px) 36rem, 100vw',
  card: '(min-width: 72rem) 23rem, (min-width: 40rem) 50vw, 100vw',
} as const;

interface CoverImageProps {
  post: Pick<BlogPostDto, 'imageUrl' | 'image'>;
  sizes: keyof typeof COVER_SIZES;
  alt: string;
  className: string;
  /** The page's largest picture (the post's cover): fetched first, never lazily. */
  eager?: boolean;
}

/**
 * A post's cover: an uploaded one in every size it was encoded in (srcset), with its width and height so
 * the page keeps its place before it loads; a cover given as a plain address as it is; none without one.
 */
export function CoverImage({ post, sizes, alt, className, eager = false }: CoverImageProps) {
  const loading = eager ? 'eager' : 'lazy';
  if (post.image) {
    return (
      <img
        src={post.image.src}
        srcSet={post.image.srcset}
        sizes={COVER_SIZES[sizes]}
        width={post.image.width}
        height={post.image.height}
        alt={alt}
        loading={loading}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
        className={className}
      />
    );
  }
  if (!post.imageUrl) return null;
  return <img src={post.imageUrl} alt={alt} loading={loading} decoding="async" className={className} />;
}
