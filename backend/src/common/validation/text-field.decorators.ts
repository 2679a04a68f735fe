import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, type ValidationOptions } from 'class-validator';
import { type FieldErrorCode, INTEREST_EMAIL_PATTERN } from '../../shared/api-types';

/** Carries the API's error code on each class-validator constraint, read back by toFieldErrors. */
export function withCode(code: FieldErrorCode, message: string): ValidationOptions {
  return { message, context: { code } };
}

function compose(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, propertyKey) => decorators.forEach((decorator) => decorator(target, propertyKey));
}

const trimIfText = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

interface RequiredTextOptions {
  /** Human name of the field in English messages, e.g. 'Name'. */
  label: string;
  maxLength: number;
  /** Passwords keep their spaces; everything a visitor types is trimmed. */
  trim?: boolean;
}

/** A string that must be present and non-empty (after trimming, unless told otherwise) and at most maxLength long. */
export function RequiredText({ label, maxLength, trim = true }: RequiredTextOptions): PropertyDecorator {
  const checks = [
    IsDefined(withCode('required', `${label} is required`)),
    IsString(withCode('notText', `${label} must be text`)),
    IsNotEmpty(withCode('required', `${label} is required`)),
    MaxLength(maxLength, withCode('tooLong', `${label} must be at most ${maxLength} characters`)),
  ];
  return trim ? compose(trimIfText, ...checks) : compose(...checks);
}

/** An optional string, trimmed; an empty one becomes null. */
export function OptionalText({ label, maxLength }: Omit<RequiredTextOptions, 'trim'>): PropertyDecorator {
  return compose(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() || null : value)),
    IsOptional(),
    IsString(withCode('notText', `${label} must be text`)),
    MaxLength(maxLength, withCode('tooLong', `${label} must be at most ${maxLength} characters`)),
  );
}

export function EmailAddress({ maxLength }: { maxLength: number }): PropertyDecorator {
  return compose(
    RequiredText({ label: 'Email', maxLength }),
    Matches(INTEREST_EMAIL_PATTERN, withCode('invalid', 'Please enter a valid email address')),
  );
}
