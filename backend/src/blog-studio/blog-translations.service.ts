import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import type { AdminBlogPost, BlogPostVersionItem, LanguageCode } from '@rebound/shared';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuditWrite } from '../audit/admin-audit.service';
import { type PostRow, readPostRow } from './admin-post-rows';
import {
  listVersions,
  noPost,
  postAfter,
  readVersion,
  StaleRevision,
  saveWithConflicts,
  type VersionText,
  writeVersion,
} from './post-writes';

const sameLanguage = () =>
  new BadRequestException({
    message: 'Some fields are missing or invalid',
    errors: [{ field: 'lng', code: 'invalid', message: "A translation cannot be in the post's own language" }],
  });

/** A post's versions in other languages, and the history of every language (kept versions, restore). */
@Injectable()
export class BlogTranslationsService {
  constructor(private readonly dataSource: DataSource) {}

  /** Creates (revision 0) or updates the version in `language`, written against the original's current revision. */
  async save(id: string, language: LanguageCode, revision: number, text: VersionText, audit: AuditWrite): Promise<AdminBlogPost> {
    return saveWithConflicts(this.dataSource, id, async (manager) => {
      const post = await this.lockedPost(manager, id);
      if (post.language === language) throw sameLanguage();
      await this.writeTranslation(manager, post, language, revision, text);
      await audit(manager, 1);
      return postAfter(manager, id);
    });
  }

  async delete(id: string, language: LanguageCode, audit: AuditWrite): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [deleted] = await manager.query<[unknown[], number]>(
        'DELETE FROM blog_post_translations WHERE post_id = $1 AND language = $2 RETURNING language',
        [id, language],
      );
      if (deleted.length === 0) throw new NotFoundException('This post has no version in that language');
      await audit(manager, 1);
    });
  }

  async versions(id: string, language?: LanguageCode): Promise<BlogPostVersionItem[]> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      if (!(await readPostRow(manager, id))) throw noPost();
      return listVersions(manager, id, language);
    });
  }

  /**
   * Saves a kept version again as a new save of its language (the original or a translation), so the
   * restore is itself in the history; `revision` is the one the editor of that language started from.
   */
  async restore(id: string, versionId: string, revision: number, audit: AuditWrite): Promise<AdminBlogPost> {
    return saveWithConflicts(this.dataSource, id, async (manager) => {
      const post = await this.lockedPost(manager, id);
      const version = await readVersion(manager, id, versionId);
      if (!version) throw new NotFoundException('This post has no such version');
      if (version.language === post.language) {
        if (post.revision !== revision) throw new StaleRevision();
        await manager.query(
          'UPDATE blog_posts SET title = $2, excerpt = $3, content = $4, revision = revision + 1, updated_at = now() WHERE id = $1',
          [id, version.title, version.excerpt, version.content],
        );
        await writeVersion(manager, id, post.language, post.revision + 1, version);
      } else {
        await this.writeTranslation(manager, post, version.language, revision, version);
      }
      await audit(manager, 1);
      return postAfter(manager, id);
    });
  }

  private async lockedPost(manager: EntityManager, id: string): Promise<PostRow> {
    // The post's row is the lock of all its languages: saves of one post run one after another.
    const post = await readPostRow(manager, id, true);
    if (!post) throw noPost();
    return post;
  }

  private async writeTranslation(
    manager: EntityManager,
    post: PostRow,
    language: LanguageCode,
    revision: number,
    text: VersionText,
  ): Promise<void> {
    const [existing] = await manager.query<Array<{ revision: number }>>(
      'SELECT revision FROM blog_post_translations WHERE post_id = $1 AND language = $2',
      [post.id, language],
    );
    const stored = existing?.revision ?? 0;
    if (stored !== revision) throw new StaleRevision();
    await manager.query(
      `INSERT INTO blog_post_translations (post_id, language, title, excerpt, content, revision, source_revision, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now())
       ON CONFLICT (post_id, language) DO UPDATE SET title = EXCLUDED.title, excerpt = EXCLUDED.excerpt, content = EXCLUDED.content,
         revision = EXCLUDED.revision, source_revision = EXCLUDED.source_revision, updated_at = now()`,
      [post.id, language, text.title, text.excerpt, text.content, stored + 1, post.revision],
    );
    await writeVersion(manager, post.id, language, stored + 1, text);
  }
}
