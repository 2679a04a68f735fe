import { FORM_LANGUAGE_FIELD } from '@rebound/shared';
import { AlertCircle, CheckCircle2, RotateCcw, Send } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { ApiStoreProvider } from '../../../app/ApiStoreProvider';
import { TEXTAREA_ROWS } from '../../../app/config/constants';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { useFormatters } from '../../../i18n/format';
import { FALLBACK_LANGUAGE, isSupportedLanguage } from '../../../i18n/languages';
import { routePath } from '../../../routes/site-routes';
import styles from './InterestForm.module.css';
import { useSubmitInterestMutation } from './interest-api';
import { appendToMessage, readInterestFormChoice } from './interest-prefill';
import { classifySubmissionFailure, type FieldMessage, type FieldMessages, type SubmissionFailure } from './submission-failure';
import { SubmissionKeys } from './submission-key';
import {
  INTEREST_FORM_FIELDS,
  type InterestFormField,
  type InterestFormValues,
  toInterestRequest,
  validateInterestForm,
} from './validate-interest-form';

const EMPTY_VALUES: InterestFormValues = { name: '', email: '', message: '' };

/** What follows a submission: the confirmation in the form's place, or a box under the form (field problems go under the fields). */
type SubmissionStatus = { outcome: 'success' } | { outcome: 'failure'; failure: Exclude<SubmissionFailure, { kind: 'fields' }> };

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/** The interest form (name, e-mail, optional message): validated on submit, sent to POST /api/interest. */
function InterestFormContent() {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const location = useLocation();
  const idPrefix = useId();
  const [values, setValues] = useState<InterestFormValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [status, setStatus] = useState<SubmissionStatus | null>(null);
  const [submitInterest, { isLoading: isSubmitting }] = useSubmitInterestMutation();
  const submissionKeys = useRef(new SubmissionKeys());
  const formRef = useRef<HTMLFormElement | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  const confirmationHeadingRef = useRef<HTMLHeadingElement>(null);
  /** A field to focus once the form is shown again (it is not in the page while the confirmation is). */
  const focusWhenShown = useRef<InterestFormField | null>(null);
  const fieldRefs = useRef<Partial<Record<InterestFormField, FieldElement | null>>>({});
  const valuesRef = useRef(values);
  useEffect(() => {
    valuesRef.current = values;
  }, [values]);

  const fieldId = (field: InterestFormField) => `${idPrefix}-${field}`;
  const errorId = (field: InterestFormField) => `${idPrefix}-${field}-error`;
  const focusField = (field: InterestFormField) => fieldRefs.current[field]?.focus();

  // From here on the app checks the fields, with the page's own messages; until now (server HTML, no
  // JavaScript) the browser checked the required ones itself. Set on the element, not as a prop: React
  // then neither renders it on the server nor changes it during hydration. A ref callback, so the form
  // that comes back after "Send another" gets it too.
  const setFormElement = (form: HTMLFormElement | null) => {
    formRef.current = form;
    form?.setAttribute('novalidate', '');
  };

  // The form arrives server-rendered: what a visitor typed before the app started is in the fields but
  // not yet in the state. Take it over once, so nothing typed on a slow phone is lost.
  useEffect(() => {
    const typed = { ...EMPTY_VALUES };
    for (const field of INTEREST_FORM_FIELDS) typed[field] = fieldRefs.current[field]?.value ?? '';
    if (INTEREST_FORM_FIELDS.every((field) => typed[field] === '')) return;
    valuesRef.current = typed;
    setValues(typed);
  }, []);

  // A link that chose something on the page (an amount, a workshop, a role) lands here with the choice
  // in its address, also when the browser followed it before this code arrived; each navigation is
  // applied once, by its key.
  useEffect(() => {
    const choice = readInterestFormChoice(location.search);
    if (!choice) return;
    // The layout scrolls to a hash only when it changes; a second amount button keeps the same
    // #interest-form, so the form brings itself into view.
    (formRef.current ?? confirmationRef.current)?.scrollIntoView({ block: 'start' });
    const next = { ...valuesRef.current, message: appendToMessage(valuesRef.current.message, choice) };
    setValues(next);
    setErrors((current) => ({ ...current, message: undefined }));
    setStatus(null);
    // After a sent form the fields come back with this render; they take focus once they exist.
    focusWhenShown.current = INTEREST_FORM_FIELDS.find((field) => field !== 'message' && !next[field].trim()) ?? 'message';
    if (fieldRefs.current[focusWhenShown.current]) {
      fieldRefs.current[focusWhenShown.current]?.focus({ preventScroll: true });
      focusWhenShown.current = null;
    }
  }, [location.key, location.search]);

  const sent = status?.outcome === 'success';
  // The confirmation takes the form's place: focus goes to its heading, so it is read out and the
  // keyboard continues from there. "Send another" brings the empty form back and focus to its first field.
  useEffect(() => {
    if (sent) {
      confirmationHeadingRef.current?.focus();
      return;
    }
    const field = focusWhenShown.current;
    focusWhenShown.current = null;
    if (field) fieldRefs.current[field]?.focus();
  }, [sent]);

  // The button is disabled while sending, which drops keyboard focus; once done, give it back there.
  const wasSubmitting = useRef(false);
  useEffect(() => {
    const form = formRef.current;
    if (wasSubmitting.current && !isSubmitting && form && !form.contains(document.activeElement)) {
      form.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    }
    wasSubmitting.current = isSubmitting;
  }, [isSubmitting]);

  const change = (field: InterestFormField) => (event: ChangeEvent<FieldElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    // Typing in a field clears that field's error, and only that one.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setStatus(null);
    const validationErrors = validateInterestForm(values);
    const invalidFields = INTEREST_FORM_FIELDS.filter((field) => validationErrors[field]);
    if (invalidFields.length > 0) {
      setErrors(Object.fromEntries(invalidFields.map((field) => [field, { key: validationErrors[field] }])));
      focusField(invalidFields[0]);
      return;
    }
    setErrors({});
    try {
      const request = toInterestRequest(values);
      await submitInterest({ request, idempotencyKey: submissionKeys.current.keyFor(request) }).unwrap();
      submissionKeys.current.succeeded();
      setValues(EMPTY_VALUES);
      setStatus({ outcome: 'success' });
    } catch (error) {
      console.error('Interest form submission failed', error);
      const failure = classifySubmissionFailure(error);
      if (failure.kind === 'fields') {
        setErrors(failure.fields);
        const firstInvalid = INTEREST_FORM_FIELDS.find((field) => failure.fields[field]);
        if (firstInvalid) focusField(firstInvalid);
      } else {
        setStatus({ outcome: 'failure', failure });
      }
    }
  };

  const fieldMessageText = (message: FieldMessage) =>
    message.maxLength === undefined ? t(message.key) : t(message.key, { max: format.number(message.maxLength) });

  const failureText = (failure: SubmissionStatus & { outcome: 'failure' }) => {
    const { failure: reason } = failure;
    if (reason.kind === 'rateLimited' && reason.minutes !== undefined) {
      return t('getInvolved.form.tooManyAttempts', { count: reason.minutes, minutes: format.number(reason.minutes) });
    }
    if (reason.kind === 'rateLimited') return t('getInvolved.form.tooManyAttemptsLater');
    return t('getInvolved.form.errorMessage');
  };

  const fieldProps = (field: InterestFormField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    onChange: change(field),
    ref: (element: FieldElement | null) => {
      fieldRefs.current[field] = element;
    },
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby':
      [field === 'message' ? `${fieldId(field)}-hint` : '', errors[field] ? errorId(field) : ''].filter(Boolean).join(' ') || undefined,
    className: `${styles.control} ${errors[field] ? styles.invalid : ''}`,
  });

  const fieldError = (field: InterestFormField) => {
    const message = errors[field];
    if (!message) return null;
    return (
      <p id={errorId(field)} className={styles.fieldError}>
        <AlertCircle aria-hidden="true" size={16} className={styles.fieldErrorIcon} />
        {fieldMessageText(message)}
      </p>
    );
  };

  // The customer styles the message as success when its text contains "Thanks". That rule is written
  // for English: the Dutch success text says "Bedankt", the Persian one "ممنون". So the tone follows the
  // outcome (the confirmation in success colours, a failure in the error box), which in English gives
  // the very same answer: the English success text contains "Thanks" and no English failure text does
  // (InterestForm.spec.tsx checks both).
  const errorText = status?.outcome === 'failure' ? failureText(status) : null;

  if (sent) {
    return (
      <div ref={confirmationRef} className={styles.confirmation} data-testid="interest-form-sent">
        <CheckCircle2 aria-hidden="true" size={40} className={styles.confirmationIcon} />
        <h3 ref={confirmationHeadingRef} tabIndex={-1} className={styles.confirmationTitle}>
          {t('getInvolved.form.successMessage')}
        </h3>
        <p>{t('getInvolved.form.sentText')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            focusWhenShown.current = 'name';
            setStatus(null);
          }}
          icon={<RotateCcw aria-hidden="true" size={18} />}
        >
          {t('getInvolved.form.sendAnother')}
        </Button>
      </div>
    );
  }

  return (
    // Before the app has started, or without JavaScript, this is a plain form post: the browser checks the
    // required fields itself, and the API answers with 303 to the result page (/get-involved/sent). Once
    // the app runs, it checks the fields with the page's own messages (novalidate, set above) and sends JSON.
    <form
      ref={setFormElement}
      className={styles.form}
      method="post"
      action="/api/interest"
      onSubmit={(event) => void submit(event)}
      aria-busy={isSubmitting || undefined}
    >
      <input
        type="hidden"
        name={FORM_LANGUAGE_FIELD}
        value={isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE}
      />
      <div className={styles.field}>
        <label htmlFor={fieldId('name')} className={styles.label}>
          {t('getInvolved.form.nameLabel')}
        </label>
        <input {...fieldProps('name')} type="text" autoComplete="name" dir="auto" required aria-required="true" />
        {fieldError('name')}
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('email')} className={styles.label}>
          {t('getInvolved.form.emailLabel')}
        </label>
        {/* Addresses are written left to right, also on a Persian page. */}
        <input {...fieldProps('email')} type="email" autoComplete="email" inputMode="email" dir="ltr" required aria-required="true" />
        {fieldError('email')}
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('message')} className={styles.label}>
          {t('getInvolved.form.messageLabel')}
        </label>
        <p id={`${fieldId('message')}-hint`} className={styles.hint}>
          {t('getInvolved.form.messageHint')}
        </p>
        <textarea {...fieldProps('message')} rows={TEXTAREA_ROWS} dir="auto" />
        {fieldError('message')}
      </div>

      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={isSubmitting}
          icon={isSubmitting ? undefined : <Send aria-hidden="true" size={18} className="icon-directional" />}
        >
          {isSubmitting ? (
            <>
              <Spinner />
              {t('getInvolved.form.submitting')}
            </>
          ) : (
            t('getInvolved.form.submit')
          )}
        </Button>
        <p className={styles.privacy}>
          {t('getInvolved.form.privacyNote')} <Link to={routePath('privacy')}>{t('getInvolved.form.privacyLink')}</Link>
        </p>
      </div>

      <div role="alert" className={styles.region}>
        {errorText && (
          <p className={`${styles.statusBox} ${styles.error}`}>
            <AlertCircle aria-hidden="true" size={20} className={styles.statusIcon} />
            {errorText}
          </p>
        )}
      </div>
    </form>
  );
}

export function InterestForm() {
  return (
    <ApiStoreProvider>
      <InterestFormContent />
    </ApiStoreProvider>
  );
}
