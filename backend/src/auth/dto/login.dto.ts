import type { LoginRequest } from '@rebound/shared';
import { Secret } from '../../common/validation/text-field.decorators';

/** Bound on the password's length: it is hashed, and nobody types more. */
export const MAX_PASSWORD_LENGTH = 1_024;

export class LoginDto implements LoginRequest {
  @Secret({ label: 'Password', maxLength: MAX_PASSWORD_LENGTH })
  password!: string;
}
