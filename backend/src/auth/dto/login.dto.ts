import type { LoginRequest } from '../../shared/api-types';
import { RequiredText } from '../../common/validation/text-field.decorators';

/** Bound on the password's length: it is hashed, and nobody types more. */
export const MAX_PASSWORD_LENGTH = 1_024;

export class LoginDto implements LoginRequest {
  @RequiredText({ label: 'Password', maxLength: MAX_PASSWORD_LENGTH, trim: false })
  password!: string;
}
