import { AUDIT_PAGE_LIMIT } from '@rebound/shared';
import { IsInt, IsOptional, IsString, IsUUID, Matches, Max, Min } from 'class-validator';
import { withCode } from '../common/validation/text-field.decorators';
import { blankAsAbsent, Instant } from '../lead-desk/dto/lead-filter.query';

const LIMIT_RULE = `limit must be a whole number from 1 to ${AUDIT_PAGE_LIMIT}`;

/** GET /api/admin/audit/export: which rows (every filter optional, combined with AND). */
export class AuditFilterQuery {
  @blankAsAbsent()
  @IsOptional()
  @IsUUID('all', withCode('invalid', 'account must be an account id'))
  account?: string;

  @blankAsAbsent()
  @IsOptional()
  @IsString(withCode('notText', 'event must be text'))
  @Matches(/^[a-z][a-z-]{1,60}$/, withCode('invalid', 'event must be the name of an audit event'))
  event?: string;

  @Instant('from') from?: string;
  @Instant('to') to?: string;
}

/** GET /api/admin/audit: the filter, and where the page starts (the id of the last row of the page before). */
export class AuditListQuery extends AuditFilterQuery {
  @blankAsAbsent()
  @IsOptional()
  @IsString(withCode('notText', 'before must be text'))
  @Matches(/^[1-9][0-9]{0,17}$/, withCode('invalid', 'before must be the id of an audit row'))
  before?: string;

  @blankAsAbsent((value) => (/^\d{1,4}$/.test(value) ? Number(value) : value))
  @IsOptional()
  @IsInt(withCode('invalid', LIMIT_RULE))
  @Min(1, withCode('invalid', LIMIT_RULE))
  @Max(AUDIT_PAGE_LIMIT, withCode('invalid', LIMIT_RULE))
  limit?: number;
}
