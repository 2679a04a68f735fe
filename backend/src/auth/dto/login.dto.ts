import { type LoginRequest, MAX_STAFF_EMAIL_LENGTH } from '@rebound/shared';
import { EmailAddress, Secret } from '../../common/validation/text-field.decorators';

/** Bound on the password's length: it is hashed, and nobody types more. */
export const MAX_PASSWORD_LENGTH = 1_024;

export class LoginDto implements LoginRequest {
  @EmailAddress({ maxLength: MAX_STAFF_EMAIL_LENGTH })
  email!: string;

  @Secret({ label: 'Password', maxLength: MAX_PASSWORD_LENGTH })
  password!: string;
}
