import { hasVisibleCharacter, isCleanText, isEmailAddress, normalizeText } from '@rebound/shared';

/** What the visitor typed, untrimmed. */
export interface InterestFormValues {
  name: string;
  email: string;
  message: string;
}

export type InterestFormField = keyof InterestFormValues;

/** Form fields in the order they appear, so focus goes to the first invalid one. */
export const INTEREST_FORM_FIELDS: readonly InterestFormField[] = ['name', 'email', 'message'];

export type InterestValidationKey =
  | 'getInvolved.form.nameRequired'
  | 'getInvolved.form.emailRequired'
  | 'getInvolved.form.emailInvalid'
  | 'getInvolved.form.fieldInvalid';

/** The translation key of each field's problem; a field without a key is fine. */
export type InterestValidationErrors = Partial<Record<InterestFormField, InterestValidationKey>>;

/**
 * Name and e-mail required, the e-mail text @ text . text without spaces, checked on submit, with
 * the server's rules for clean text (@rebound/shared's text-rules):
 * name and e-mail need a visible character, the name no control or bidi-override characters, the
 * e-mail's domain is a host name, and the message may hold line breaks and tabs but no other controls.
 */
export function validateInterestForm(values: InterestFormValues): InterestValidationErrors {
  const errors: InterestValidationErrors = {};
  const { name, email, message } = toInterestRequest(values);
  if (!hasVisibleCharacter(name)) errors.name = 'getInvolved.form.nameRequired';
  else if (!isCleanText(name, 'singleLine')) errors.name = 'getInvolved.form.fieldInvalid';
  if (!hasVisibleCharacter(email)) errors.email = 'getInvolved.form.emailRequired';
  else if (!isEmailAddress(email)) errors.email = 'getInvolved.form.emailInvalid';
  if (!isCleanText(message, 'multiLine')) errors.message = 'getInvolved.form.fieldInvalid';
  return errors;
}

/** The request body: every field normalised (NFC) and trimmed, as the server stores it. */
export function toInterestRequest(values: InterestFormValues): InterestFormValues {
  return {
    name: normalizeText(values.name, 'singleLine'),
    email: normalizeText(values.email, 'singleLine'),
    message: normalizeText(values.message, 'multiLine'),
  };
}
