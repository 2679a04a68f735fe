import {
  type LanguageCode,
  MAX_STAFF_EMAIL_LENGTH,
  MAX_STAFF_NAME_LENGTH,
  STAFF_ROLES,
  type StaffRole,
  SUPPORTED_LANGUAGES,
} from '@rebound/shared';
import { staffPasswordProblem } from '@rebound/shared/node';
import { IsBoolean, IsDefined, IsIn, Matches, ValidateIf } from 'class-validator';
import { compose, EmailAddress, RequiredText, Secret, StringCheck, withCode } from '../../common/validation/text-field.decorators';
import { MAX_PASSWORD_LENGTH } from './login.dto';

/** A new password: the rules production applied to ADMIN_PASSWORD (length, the common-password list). */
const NewPassword = () =>
  compose(
    Secret({ label: 'Password', maxLength: MAX_PASSWORD_LENGTH }),
    StringCheck(
      'passwordLength',
      (value) => staffPasswordProblem(value) !== 'tooShort',
      withCode('passwordTooShort', 'Password is too short'),
    ),
    StringCheck(
      'passwordCommon',
      (value) => staffPasswordProblem(value) !== 'common',
      withCode('passwordCommon', 'Password is on the list of common passwords'),
    ),
  );

/** A field a change may leave out; sent, it must hold a value (null is refused, not stored). */
const Omissible = () => ValidateIf((_object, value) => value !== undefined);

const DisplayName = () => RequiredText({ label: 'Name', maxLength: MAX_STAFF_NAME_LENGTH });
const Language = () => IsIn(SUPPORTED_LANGUAGES, withCode('invalid', `language must be one of ${SUPPORTED_LANGUAGES.join(', ')}`));
const Role = () => IsIn(STAFF_ROLES, withCode('invalid', `role must be one of ${STAFF_ROLES.join(', ')}`));
const Flag = (label: string) => IsBoolean(withCode('invalid', `${label} must be true or false`));
const Token = () =>
  compose(
    IsDefined(withCode('required', 'token is required')),
    Matches(/^[A-Za-z0-9_-]{43}$/, withCode('invalid', 'The link is not valid')),
  );

/** POST /api/admin/accounts: the owner invites a person. */
export class InviteAccountDto {
  @EmailAddress({ maxLength: MAX_STAFF_EMAIL_LENGTH }) email!: string;
  @DisplayName() displayName!: string;
  @Role() role!: StaffRole;
  @Language() language!: LanguageCode;
}

/** PATCH /api/admin/accounts/:id: the owner changes a role or (de)activates. */
export class ChangeAccountDto {
  @Omissible() @Role() role?: StaffRole;
  @Omissible() @Flag('active') active?: boolean;
}

/** PATCH /api/auth/me: what a person changes of their own account. */
export class ChangeOwnAccountDto {
  @Omissible() @DisplayName() displayName?: string;
  @Omissible() @Language() language?: LanguageCode;
  @Omissible() @Flag('mailNewLeads') mailNewLeads?: boolean;
}

/** POST /api/auth/password */
export class ChangePasswordDto {
  @Secret({ label: 'Current password', maxLength: MAX_PASSWORD_LENGTH }) currentPassword!: string;
  @NewPassword() newPassword!: string;
}

/** POST /api/auth/setup: the first start's link creates the owner. */
export class SetupOwnerDto {
  @Token() token!: string;
  @EmailAddress({ maxLength: MAX_STAFF_EMAIL_LENGTH }) email!: string;
  @DisplayName() displayName!: string;
  @Language() language!: LanguageCode;
  @NewPassword() password!: string;
}

/** POST /api/auth/invitation: an invited person chooses a password. */
export class AcceptInvitationDto {
  @Token() token!: string;
  @NewPassword() password!: string;
}

/** POST /api/auth/password-reset: asks for a reset link. */
export class RequestPasswordResetDto {
  @EmailAddress({ maxLength: MAX_STAFF_EMAIL_LENGTH }) email!: string;
}

/** POST /api/auth/password-reset/complete */
export class CompletePasswordResetDto {
  @Token() token!: string;
  @NewPassword() password!: string;
}

/** A code from the authenticator app (6 digits) or a recovery code. */
const Code = () =>
  compose(
    IsDefined(withCode('required', 'code is required')),
    Matches(/^(\d{6}|[a-z0-9]{4}-?[a-z0-9]{4})$/i, withCode('invalid', 'code must be 6 digits or a recovery code')),
  );

/** POST /api/auth/login/second-step */
export class SecondStepDto {
  @Token() ticket!: string;
  @Code() code!: string;
}

/** POST /api/auth/two-factor/enable */
export class EnableTwoFactorDto {
  @Matches(/^\d{6}$/, withCode('invalid', 'code must be the 6 digits the app shows'))
  @IsDefined(withCode('required', 'code is required'))
  code!: string;
}

/** PUT /api/admin/settings/two-factor */
export class TwoFactorRequirementDto {
  @IsDefined(withCode('required', 'required is required'))
  @Flag('required')
  required!: boolean;
}
