/** The content hash of an uploaded cover named by a post's image address (`/media/<hash>-<width>.webp`), else NULL. */
export const COVER_HASH_OF_IMAGE_URL_SQL = (column: string) => `substring(${column} from '^/media/([0-9a-f]{32})-[0-9]+\\.(webp|jpg)$')`;

/**
 * A post's version in $1 (a language, or NULL for the original), with its languages; $2 orders them
 * (SUPPORTED_LANGUAGES). The one query of "the version in the language asked for where one exists,
 * else the original": the public API (`?lng=`) and the worker's newsletter mails both select it.
 */
export const PUBLIC_POST_SQL = `
  SELECT p.id, coalesce(t.title, p.title) AS title, coalesce(t.excerpt, p.excerpt) AS excerpt, coalesce(t.content, p.content) AS content,
         p.author, p.category, p.tags, p.image_url, p.publish_at, p.updated_at,
         coalesce(t.language, p.language) AS version_language, p.language AS original_language,
         ${COVER_HASH_OF_IMAGE_URL_SQL('p.image_url')} AS cover_hash,
         (SELECT coalesce(json_agg(json_build_object('width', i.width, 'height', i.height, 'format', i.format)), '[]') FROM blog_images i
           WHERE i.post_id = p.id AND i.hash = ${COVER_HASH_OF_IMAGE_URL_SQL('p.image_url')}) AS cover_sizes,
         ARRAY[p.language] || ARRAY(SELECT o.language FROM blog_post_translations o WHERE o.post_id = p.id
                                    ORDER BY array_position($2::text[], o.language)) AS languages
    FROM blog_posts p LEFT JOIN blog_post_translations t ON t.post_id = p.id AND t.language = $1::text`;
