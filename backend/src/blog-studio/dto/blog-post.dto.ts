import {
  BLOG_POST_LIMITS,
  BLOG_POST_STATES,
  type BlogPostState,
  type CreateBlogPostRequest,
  type LanguageCode,
  type PublishBlogPostRequest,
  type RestoreBlogPostVersionRequest,
  type SaveBlogPostRequest,
  type SaveBlogTranslationRequest,
  SUPPORTED_LANGUAGES,
} from '@rebound/shared';
import { IsIn, IsOptional, ValidateBy } from 'class-validator';
import { withCode } from '../../common/validation/text-field.decorators';
import { blankAsAbsent, isInstant, ListCursor, ListLimit, SearchText } from '../../lead-desk/dto/lead-filter.query';
import { BlogText, BlogTitle, ImageUrl, Revision, Slug, Tags } from './blog-fields';

const L = BLOG_POST_LIMITS;

/** POST /api/admin/blog-posts */
export class CreateBlogPostDto implements CreateBlogPostRequest {
  @BlogTitle() title!: string;
  @Slug(false) slug?: string;
  @BlogText({ label: 'excerpt', maxLength: L.excerpt, required: false, shape: 'multiLine' }) excerpt?: string;
  @BlogText({ label: 'content', maxLength: L.content, required: false, shape: 'multiLine' }) content?: string;
  @BlogText({ label: 'author', maxLength: L.author, required: false, shape: 'singleLine' }) author?: string;
  @BlogText({ label: 'category', maxLength: L.category, required: false, shape: 'singleLine' }) category?: string;
  @Tags(false) tags?: string[];
  @ImageUrl(false) imageUrl?: string | null;

  @IsOptional()
  @IsIn(SUPPORTED_LANGUAGES, withCode('invalid', `language must be one of ${SUPPORTED_LANGUAGES.join(', ')}`))
  language?: LanguageCode;
}

/** PUT /api/admin/blog-posts/:id: every field, and the revision the editor started from. */
export class SaveBlogPostDto implements SaveBlogPostRequest {
  @Revision(1) revision!: number;
  @BlogTitle() title!: string;
  @Slug(true) slug!: string;
  @BlogText({ label: 'excerpt', maxLength: L.excerpt, required: true, shape: 'multiLine' }) excerpt!: string;
  @BlogText({ label: 'content', maxLength: L.content, required: true, shape: 'multiLine' }) content!: string;
  @BlogText({ label: 'author', maxLength: L.author, required: true, shape: 'singleLine' }) author!: string;
  @BlogText({ label: 'category', maxLength: L.category, required: true, shape: 'singleLine' }) category!: string;
  @Tags(true) tags!: string[];
  @ImageUrl(true) imageUrl!: string | null;
}

/** PUT /api/admin/blog-posts/:id/translations/:lng (revision 0 creates it). */
export class SaveBlogTranslationDto implements SaveBlogTranslationRequest {
  @Revision(0) revision!: number;
  @BlogTitle() title!: string;
  @BlogText({ label: 'excerpt', maxLength: L.excerpt, required: true, shape: 'multiLine' }) excerpt!: string;
  @BlogText({ label: 'content', maxLength: L.content, required: true, shape: 'multiLine' }) content!: string;
}

/** POST /api/admin/blog-posts/:id/publish */
export class PublishBlogPostDto implements PublishBlogPostRequest {
  @IsOptional()
  @ValidateBy(
    { name: 'instant', validator: { validate: (value: unknown) => isInstant(value) } },
    withCode('invalid', 'at must be an ISO 8601 date and time with an offset, e.g. 2026-11-01T09:00:00+01:00'),
  )
  at?: string;
}

/** POST /api/admin/blog-posts/:id/versions/:versionId/restore */
export class RestoreBlogPostVersionDto implements RestoreBlogPostVersionRequest {
  @Revision(0) revision!: number;
}

/** GET /api/admin/blog-posts: the leads' search, limit and cursor rules, and the post's state. */
export class BlogPostListQuery {
  /** Title, excerpt, author or tags. */
  @SearchText() q?: string;
  @ListLimit() limit?: number;
  @ListCursor() cursor?: string;

  @blankAsAbsent()
  @IsOptional()
  @IsIn(BLOG_POST_STATES, withCode('invalid', `state must be one of ${BLOG_POST_STATES.join(', ')}`))
  state?: BlogPostState;
}
