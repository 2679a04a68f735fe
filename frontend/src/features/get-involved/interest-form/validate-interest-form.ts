import { INTEREST_EMAIL_PATTERN } from '@shared/api-types';

/** What the visitor typed, untrimmed. */
export interface InterestFormValues {
  name: string;
  email: string;
  message: string;
}

export type InterestFormField = keyof InterestFormValues;

/** Form fields in the order they appear, so focus goes to the first invalid one. */
export const INTEREST_FORM_FIELDS: readonly InterestFormField[] = ['name', 'email', 'message'];

export type InterestValidationKey = 'getInvolved.form.nameRequired' | 'getInvolved.form.emailRequired' | 'getInvolved.form.emailInvalid';

/** The translation key of each field's problem; a field without a key is fine. */
export type InterestValidationErrors = Partial<Record<InterestFormField, InterestValidationKey>>;

/** SPEC.md section 5, checked on submit: name and e-mail required, e-mail shaped text@text.text, message optional. */
export function validateInterestForm(values: InterestFormValues): InterestValidationErrors {
  const errors: InterestValidationErrors = {};
  if (!values.name.trim()) errors.name = 'getInvolved.form.nameRequired';
  const email = values.email.trim();
  if (!email) errors.email = 'getInvolved.form.emailRequired';
  else if (!INTEREST_EMAIL_PATTERN.test(email)) errors.email = 'getInvolved.form.emailInvalid';
  return errors;
}

/** The request body: every field trimmed, as the server stores it. */
export function toInterestRequest(values: InterestFormValues): InterestFormValues {
  return { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
}
