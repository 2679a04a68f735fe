import { BadRequestException, Injectable, NotFoundException, type PipeTransform } from '@nestjs/common';
import { isCleanText, isLanguageCode, type LanguageCode, SUPPORTED_LANGUAGES } from '@rebound/shared';
import { MAX_BLOG_POST_ID_LENGTH } from '../blog/blog.service';

/** A post id of the path: one that could name a post, else 404 before PostgreSQL sees it (NUL bytes would fail the query). */
@Injectable()
export class BlogPostIdPipe implements PipeTransform<string, string> {
  transform(id: string): string {
    if (id.length > MAX_BLOG_POST_ID_LENGTH || !isCleanText(id, 'singleLine')) throw new NotFoundException('No blog post with this id');
    return id;
  }
}

/** A language of the path (`/translations/:lng`): one of the six, else 400. */
@Injectable()
export class LanguagePipe implements PipeTransform<string, LanguageCode> {
  transform(language: string): LanguageCode {
    if (isLanguageCode(language)) return language;
    throw new BadRequestException({
      message: 'Some fields are missing or invalid',
      errors: [{ field: 'lng', code: 'invalid', message: `lng must be one of ${SUPPORTED_LANGUAGES.join(', ')}` }],
    });
  }
}

/** An optional `?lng=`: absent or empty is none; anything but one of the six is 400. */
@Injectable()
export class OptionalLanguagePipe implements PipeTransform<unknown, LanguageCode | undefined> {
  private readonly language = new LanguagePipe();

  transform(language: unknown): LanguageCode | undefined {
    if (language === undefined || language === '') return undefined;
    return this.language.transform(typeof language === 'string' ? language : '');
  }
}
