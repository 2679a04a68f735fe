import { ApiValidationPipe } from './api-validation.pipe';

const validation = new ApiValidationPipe();

/** Validates a body against a DTO with the API's rules, for calls whose DTO depends on the content type (JSON or a plain form). */
export function validBody<T>(metatype: new () => T, body: unknown): Promise<T> {
  return validation.transform(body, { type: 'body', metatype }) as Promise<T>;
}
