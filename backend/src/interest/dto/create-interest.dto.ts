import { type CreateInterestRequest, INTEREST_FIELD_LIMITS } from '@rebound/shared';
import { EmailAddress, OptionalText, RequiredText } from '../../common/validation/text-field.decorators';

/** POST /api/interest body: the form's rules (name and e-mail required and well formed) plus length bounds. */
export class CreateInterestDto implements CreateInterestRequest {
  @RequiredText({ label: 'Name', maxLength: INTEREST_FIELD_LIMITS.name })
  name!: string;

  @EmailAddress({ maxLength: INTEREST_FIELD_LIMITS.email })
  email!: string;

  /** Trimmed; empty becomes null. */
  @OptionalText({ label: 'Message', maxLength: INTEREST_FIELD_LIMITS.message })
  message?: string;
}
