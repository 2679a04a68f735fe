import { INTEREST_FIELD_LIMITS, type PersonalDataRequest } from '@rebound/shared';
import { EmailAddress } from '../common/validation/text-field.decorators';

/**
 * Body of the access and erasure calls: the visitor's address, with the interest form's rules (trimmed,
 * NFC). A body, not the query: an address in the URL would end up in access logs.
 */
export class PersonalDataRequestDto implements PersonalDataRequest {
  @EmailAddress({ maxLength: INTEREST_FIELD_LIMITS.email })
  email!: string;
}
