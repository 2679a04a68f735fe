import {
  isCleanText,
  LEAD_EXPORT_FORMATS,
  LEAD_LIST_LIMITS,
  type LeadExportFormat,
  NOTIFICATION_STATUSES,
  type NotificationStatus,
  normalizeText,
} from '@rebound/shared';
import { Transform } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import { withCode } from '../../common/validation/text-field.decorators';

/** An empty parameter (`?q=&status=`) means "no filter", as a form with blank fields sends it. */
export const blankAsAbsent = (transform: (value: string) => unknown = (value) => value) =>
  Transform(({ value }) => (typeof value === 'string' ? (value.trim() === '' ? undefined : transform(value)) : value));

// An instant with its offset, e.g. 2026-11-01T00:00:00+01:00 or ...Z; seconds and fractions optional.
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,6})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** A real calendar date and time with an offset (so 2026-02-30 is refused here, not by PostgreSQL). */
export function isInstant(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = INSTANT.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A `+` left unencoded in a query string arrives as a space: `...T00:00:00 01:00` is read as `+01:00`. */
const restorePlusOffset = (value: string) => value.trim().replace(/ (\d{2}:\d{2})$/, '+$1');

export function Instant(field: 'from' | 'to'): PropertyDecorator {
  return (target, key) => {
    blankAsAbsent(restorePlusOffset)(target, key);
    IsOptional()(target, key);
    IsString(withCode('notText', `${field} must be text`))(target, key);
    ValidateBy(
      { name: 'instant', validator: { validate: (value: unknown) => typeof value !== 'string' || isInstant(value) } },
      withCode('invalid', `${field} must be an ISO 8601 date and time with an offset, e.g. 2026-11-01T00:00:00+01:00`),
    )(target, key);
  };
}

function composed(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorator of decorators) decorator(target, key);
  };
}

/** `q` of a staff list: NFC, trimmed, one line, bounded (the leads' and the blog studio's search). */
export function SearchText(): PropertyDecorator {
  return composed(
    blankAsAbsent((value) => normalizeText(value, 'singleLine')),
    IsOptional(),
    IsString(withCode('notText', 'q must be text')),
    MaxLength(LEAD_LIST_LIMITS.maxSearchLength, withCode('tooLong', `q must be at most ${LEAD_LIST_LIMITS.maxSearchLength} characters`)),
    ValidateBy(
      { name: 'cleanSearch', validator: { validate: (value: unknown) => typeof value !== 'string' || isCleanText(value, 'singleLine') } },
      withCode('invalid', 'q contains characters that are not allowed (control, bidi-override or broken characters)'),
    ),
  );
}

const LIMIT_RULE = `limit must be a whole number from 1 to ${LEAD_LIST_LIMITS.maxLimit}`;

/** `limit` of a staff list page. */
export function ListLimit(): PropertyDecorator {
  return composed(
    blankAsAbsent((value) => (/^\d{1,4}$/.test(value) ? Number(value) : value)),
    IsOptional(),
    IsInt(withCode('invalid', LIMIT_RULE)),
    Min(1, withCode('invalid', LIMIT_RULE)),
    Max(LEAD_LIST_LIMITS.maxLimit, withCode('invalid', LIMIT_RULE)),
  );
}

/** `cursor` of a staff list page: opaque; its signature is checked by the service. */
export function ListCursor(): PropertyDecorator {
  return composed(
    blankAsAbsent(),
    IsOptional(),
    IsString(withCode('notText', 'cursor must be text')),
    MaxLength(300, withCode('invalid', 'cursor is not one this server gave out')),
    Matches(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, withCode('invalid', 'cursor is not one this server gave out')),
  );
}

/** `to` must not lie before `from` (the range is from inclusive, to exclusive). */
const NotBeforeFrom = ValidateBy(
  {
    name: 'notBeforeFrom',
    validator: {
      validate: (to: unknown, args?: ValidationArguments) => {
        const from = (args?.object as { from?: unknown } | undefined)?.from;
        if (!isInstant(from) || !isInstant(to)) return true;
        return Date.parse(from as string) <= Date.parse(to as string);
      },
    },
  },
  withCode('invalid', 'to must not be before from'),
);

/** The search and filters shared by the list and the export. */
export class LeadFilterQuery {
  /** Name, e-mail or message; NFC, trimmed, one line. */
  @SearchText()
  q?: string;

  @blankAsAbsent()
  @IsOptional()
  @IsIn(NOTIFICATION_STATUSES, withCode('invalid', `status must be one of ${NOTIFICATION_STATUSES.join(', ')}`))
  status?: NotificationStatus;

  /** Inclusive. */
  @Instant('from')
  from?: string;

  /** Exclusive. */
  @Instant('to')
  @NotBeforeFrom
  to?: string;
}

/** GET /api/interest */
export class LeadListQuery extends LeadFilterQuery {
  @ListLimit()
  limit?: number;

  /** Opaque; its signature is checked by the service. */
  @ListCursor()
  cursor?: string;
}

/** GET /api/interest/export */
export class LeadExportQuery extends LeadFilterQuery {
  @IsDefined(withCode('required', `format is required: ${LEAD_EXPORT_FORMATS.join(' or ')}`))
  @IsIn(LEAD_EXPORT_FORMATS, withCode('invalid', `format must be one of ${LEAD_EXPORT_FORMATS.join(', ')}`))
  format!: LeadExportFormat;
}
