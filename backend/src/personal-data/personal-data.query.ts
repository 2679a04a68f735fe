import { EmailAddress } from '../common/validation/text-field.decorators';
import { INTEREST_FIELD_LIMITS } from '../shared/api-types';

/** `?email=` of the personal-data calls: the same rules as the interest form's address (trimmed, NFC). */
export class PersonalDataQuery {
  @EmailAddress({ maxLength: INTEREST_FIELD_LIMITS.email })
  email!: string;
}
