import { type InputHTMLAttributes, type Ref, useId } from 'react';
import fields from './AdminForm.module.css';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'> {
  label: string;
  /** A line under the field that says what it takes (the password rule). */
  hint?: string;
  /** What is wrong with the value, said under the field (announced at once); the field is marked invalid. */
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/**
 * One line of a staff form: the label, the input, its hint and its error. The input is named by the
 * label and described by the hint and the error, so a screen reader says all three on entering it.
 * The rest of the props go to the input (type, value, autoComplete, dir, ...).
 */
export function FormField({ label, hint, error, ref, ...input }: FormFieldProps) {
  const ids = { input: useId(), hint: useId(), error: useId() };
  const describedBy = [hint ? ids.hint : '', error ? ids.error : ''].filter(Boolean).join(' ');
  return (
    <>
      <label htmlFor={ids.input} className={fields.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={ids.input}
        className={fields.input}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint && (
        <p id={ids.hint} className={fields.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.error} role="alert" className={fields.fieldError}>
          {error}
        </p>
      )}
    </>
  );
}
