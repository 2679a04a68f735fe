import { type FieldErrorCode, hasVisibleCharacter, isCleanText, isEmailAddress, normalizeText, type TextShape } from '@rebound/shared';
import { Transform } from 'class-transformer';
import { IsDefined, IsOptional, IsString, MaxLength, ValidateBy, type ValidationOptions } from 'class-validator';

/** Carries the API's error code on each class-validator constraint, read back by toFieldErrors. */
export function withCode(code: FieldErrorCode, message: string): ValidationOptions {
  return { message, context: { code } };
}

export function compose(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, propertyKey) => {
    for (const decorator of decorators) decorator(target, propertyKey);
  };
}

/** A check on string values only: other types are IsString's to report, so each value gets one reason. */
export function StringCheck(name: string, check: (value: string) => boolean, options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name, validator: { validate: (value: unknown) => typeof value !== 'string' || check(value) } }, options);
}

const normalizeIfText = (shape: TextShape) => Transform(({ value }) => (typeof value === 'string' ? normalizeText(value, shape) : value));

const VisibleText = (label: string) => StringCheck('visibleText', hasVisibleCharacter, withCode('required', `${label} is required`));

export const CleanText = (label: string, shape: TextShape) =>
  StringCheck(
    `cleanText${shape}`,
    (value) => isCleanText(value, shape),
    withCode('invalid', `${label} contains characters that are not allowed (control, bidi-override or broken characters)`),
  );

interface RequiredTextOptions {
  /** Human name of the field in English messages, e.g. 'Name'. */
  label: string;
  maxLength: number;
}

/** A password: present, text, not empty and bounded; kept exactly as typed (it is only compared, never stored). */
export function Secret({ label, maxLength }: RequiredTextOptions): PropertyDecorator {
  return compose(
    IsDefined(withCode('required', `${label} is required`)),
    IsString(withCode('notText', `${label} must be text`)),
    StringCheck('nonEmpty', (value) => value.length > 0, withCode('required', `${label} is required`)),
    MaxLength(maxLength, withCode('tooLong', `${label} must be at most ${maxLength} characters`)),
  );
}

/** One line of text a visitor typed: NFC, trimmed, at least one visible character, no control or bidi-override characters. */
export function RequiredText({ label, maxLength }: RequiredTextOptions): PropertyDecorator {
  return compose(
    normalizeIfText('singleLine'),
    IsDefined(withCode('required', `${label} is required`)),
    IsString(withCode('notText', `${label} must be text`)),
    VisibleText(label),
    CleanText(label, 'singleLine'),
    MaxLength(maxLength, withCode('tooLong', `${label} must be at most ${maxLength} characters`)),
  );
}

/** Optional free text (may keep line breaks and tabs): NFC, trimmed, line breaks as LF; without a visible character it becomes null. */
export function OptionalText({ label, maxLength }: RequiredTextOptions): PropertyDecorator {
  return compose(
    Transform(({ value }) => {
      if (typeof value !== 'string') return value;
      const normalized = normalizeText(value, 'multiLine');
      return hasVisibleCharacter(normalized) ? normalized : null;
    }),
    IsOptional(),
    IsString(withCode('notText', `${label} must be text`)),
    CleanText(label, 'multiLine'),
    MaxLength(maxLength, withCode('tooLong', `${label} must be at most ${maxLength} characters`)),
  );
}

export function EmailAddress({ maxLength }: { maxLength: number }): PropertyDecorator {
  return compose(
    RequiredText({ label: 'Email', maxLength }),
    StringCheck('emailAddress', isEmailAddress, withCode('invalid', 'Please enter a valid email address')),
  );
}
