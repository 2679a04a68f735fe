import type { FieldError, FieldErrorCode } from '@rebound/shared';
import type { ValidationError } from 'class-validator';

/** When a value breaks several rules, the answer names the one that explains it best. */
const CODE_PRIORITY: readonly FieldErrorCode[] = ['unknownField', 'required', 'notText', 'tooLong', 'invalid'];

/** The constraint class-validator reports for a property that is not declared on the DTO (forbidNonWhitelisted). */
const UNKNOWN_PROPERTY_CONSTRAINT = 'whitelistValidation';

/** One FieldError per offending field, from class-validator's errors of a flat DTO. */
export function toFieldErrors(errors: ValidationError[]): FieldError[] {
  return errors.map((error) => {
    const candidates = Object.entries(error.constraints ?? {}).map(([constraint, message]) => {
      if (constraint === UNKNOWN_PROPERTY_CONSTRAINT) {
        return { code: 'unknownField' as const, message: `Unknown field '${error.property}'` };
      }
      const code = (error.contexts?.[constraint] as { code?: FieldErrorCode } | undefined)?.code ?? 'invalid';
      return { code, message };
    });
    candidates.sort((a, b) => CODE_PRIORITY.indexOf(a.code) - CODE_PRIORITY.indexOf(b.code));
    const best = candidates[0] ?? { code: 'invalid' as const, message: `${error.property} is invalid` };
    return { field: error.property, code: best.code, message: best.message };
  });
}
