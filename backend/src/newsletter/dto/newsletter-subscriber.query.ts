import { LEAD_LIST_LIMITS, NEWSLETTER_STATUSES, type NewsletterStatus } from '@rebound/shared';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { withCode } from '../../common/validation/text-field.decorators';

/** An empty parameter (`?status=`) means "no filter", as a form with a blank field sends it. */
const blankAsAbsent = (transform: (value: string) => unknown = (value) => value) =>
  Transform(({ value }) => (typeof value === 'string' ? (value.trim() === '' ? undefined : transform(value)) : value));

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${LEAD_LIST_LIMITS.maxLimit}`;
const CURSOR_MESSAGE = 'cursor is not one this server gave out';

/** GET /api/newsletter/subscribers/export */
export class NewsletterSubscriberFilterQuery {
  @blankAsAbsent()
  @IsOptional()
  @IsIn(NEWSLETTER_STATUSES, withCode('invalid', `status must be one of ${NEWSLETTER_STATUSES.join(', ')}`))
  status?: NewsletterStatus;
}

/** GET /api/newsletter/subscribers: the filter, and the same paging bounds as the lead list. */
export class NewsletterSubscriberListQuery extends NewsletterSubscriberFilterQuery {
  @blankAsAbsent((value) => (/^\d{1,4}$/.test(value) ? Number(value) : value))
  @IsOptional()
  @IsInt(withCode('invalid', LIMIT_MESSAGE))
  @Min(1, withCode('invalid', LIMIT_MESSAGE))
  @Max(LEAD_LIST_LIMITS.maxLimit, withCode('invalid', LIMIT_MESSAGE))
  limit?: number;

  /** Opaque; its signature is checked by the service. */
  @blankAsAbsent()
  @IsOptional()
  @IsString(withCode('notText', 'cursor must be text'))
  @MaxLength(300, withCode('invalid', CURSOR_MESSAGE))
  @Matches(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, withCode('invalid', CURSOR_MESSAGE))
  cursor?: string;
}
