import { BLOG_POST_LIMITS, BLOG_SLUG_PATTERN, hasVisibleCharacter, isCleanText, normalizeText, type TextShape } from '@rebound/shared';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { CleanText, compose, StringCheck, withCode } from '../../common/validation/text-field.decorators';

/** Larger than any revision a post reaches; keeps the value inside PostgreSQL's integer. */
const MAX_REVISION = 2_000_000_000;

interface FieldOptions {
  label: string;
  maxLength: number;
  /** Present in the body (PUT sends every field); otherwise it may be left out. */
  required: boolean;
  shape: TextShape;
}

const normalizeIfText = (shape: TextShape) => Transform(({ value }) => (typeof value === 'string' ? normalizeText(value, shape) : value));

/** A text field of a post: NFC, trimmed, no control or bidi-override characters, bounded; may be empty. */
export function BlogText({ label, maxLength, required, shape }: FieldOptions): PropertyDecorator {
  return compose(
    normalizeIfText(shape),
    required ? IsDefined(withCode('required', `${label} is required`)) : IsOptional(),
    IsString(withCode('notText', `${label} must be text`)),
    CleanText(label, shape),
    MaxLength(maxLength, withCode('tooLong', `${label} must be at most ${maxLength} characters`)),
  );
}

/** The title: one line with at least one visible character. */
export function BlogTitle(): PropertyDecorator {
  return compose(
    BlogText({ label: 'title', maxLength: BLOG_POST_LIMITS.title, required: true, shape: 'singleLine' }),
    StringCheck('visibleText', hasVisibleCharacter, withCode('required', 'title is required')),
  );
}

export function Slug(required: boolean): PropertyDecorator {
  return compose(
    required ? IsDefined(withCode('required', 'slug is required')) : IsOptional(),
    IsString(withCode('notText', 'slug must be text')),
    MaxLength(BLOG_POST_LIMITS.slug, withCode('tooLong', `slug must be at most ${BLOG_POST_LIMITS.slug} characters`)),
    Matches(BLOG_SLUG_PATTERN, withCode('invalid', 'slug must be lower-case letters and digits in groups joined by -')),
  );
}

const isTag = (value: unknown) =>
  typeof value === 'string' && value.length <= BLOG_POST_LIMITS.tag && hasVisibleCharacter(value) && isCleanText(value, 'singleLine');

/** Up to 20 tags of one line and at most 40 characters each; trimmed, NFC, repeats dropped. */
export function Tags(required: boolean): PropertyDecorator {
  return compose(
    Transform(({ value }) =>
      Array.isArray(value) ? [...new Set(value.map((tag) => (typeof tag === 'string' ? normalizeText(tag, 'singleLine') : tag)))] : value,
    ),
    required ? IsDefined(withCode('required', 'tags is required')) : IsOptional(),
    IsArray(withCode('invalid', 'tags must be a list of text')),
    ArrayMaxSize(BLOG_POST_LIMITS.tags, withCode('tooLong', `at most ${BLOG_POST_LIMITS.tags} tags`)),
    ValidateBy(
      { name: 'tags', validator: { validate: (value: unknown) => !Array.isArray(value) || value.every(isTag) } },
      withCode('invalid', `each tag must be one line of 1 to ${BLOG_POST_LIMITS.tag} characters`),
    ),
  );
}

// An address of the site itself (/images/x.jpg) or a web address; never javascript:, data: or a protocol-relative //host.
const IMAGE_URL = /^(?:https?:\/\/[^\s/]+|\/(?!\/))\S*$/;

/** The cover image's address, or null for none. */
export function ImageUrl(required: boolean): PropertyDecorator {
  return compose(
    Transform(({ value }) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value)),
    // null (no image) is a value here; only a missing field is refused where the field is required.
    required ? ValidateIf((_object, value) => value !== null) : IsOptional(),
    IsDefined(withCode('required', 'imageUrl is required (null for none)')),
    IsString(withCode('notText', 'imageUrl must be text or null')),
    MaxLength(BLOG_POST_LIMITS.imageUrl, withCode('tooLong', `imageUrl must be at most ${BLOG_POST_LIMITS.imageUrl} characters`)),
    StringCheck(
      'imageUrl',
      (value) => IMAGE_URL.test(value),
      withCode('invalid', 'imageUrl must be an http(s) address or a path on this site'),
    ),
  );
}

/** The revision the editor started from; `min` 0 where 0 means "a new one". */
export function Revision(min: number): PropertyDecorator {
  return compose(
    IsDefined(withCode('required', 'revision is required')),
    IsInt(withCode('invalid', 'revision must be a whole number')),
    Min(min, withCode('invalid', `revision must be at least ${min}`)),
    Max(MAX_REVISION, withCode('invalid', 'revision is out of range')),
  );
}
