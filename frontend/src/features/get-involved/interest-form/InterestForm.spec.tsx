import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { LanguageCode } from '../../../i18n/languages';
import englishTexts from '../../../locales/en/getInvolved.json';
import { renderWithProviders } from '../../../test-support/render';
import { InterestForm } from './InterestForm';
import { interestFormPathWithChoice } from './interest-prefill';

interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Just the parts of a fetch Response the shared API layer reads (jsdom has no Response class). */
function fakeResponse({ status, body, headers = {} }: FakeAnswer) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    status,
    ok: status >= 200 && status < 300,
    statusText: '',
    headers: { get: (name: string) => headers[name] ?? null },
    text: async () => text,
  };
}

// jsdom does not lay out pages, so it has no scrollIntoView; record the calls instead.
const scrollIntoView = jest.fn();
Element.prototype.scrollIntoView = scrollIntoView;

const fetchMock = jest.fn();
const realFetch = globalThis.fetch;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  fetchMock.mockReset();
  scrollIntoView.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  globalThis.fetch = realFetch;
  consoleError.mockRestore();
});

function answer(reply: FakeAnswer) {
  fetchMock.mockResolvedValueOnce(fakeResponse(reply));
}

async function renderForm({ language = 'en', path = '/get-involved' }: { language?: LanguageCode; path?: string } = {}) {
  const rendered = await renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <InterestForm />
    </MemoryRouter>,
    { language },
  );
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

const nameField = () => screen.getByLabelText('Your Name');
const emailField = () => screen.getByLabelText('Email Address');
const messageField = () => screen.getByLabelText('Tell us about your interest');
const submitButton = () => screen.getByRole('button', { name: 'Send' });

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(nameField(), '  Amira  ');
  await user.type(emailField(), ' amira@example.org ');
  await user.type(messageField(), ' I would like to volunteer in Rotterdam. ');
}

/** The message under a field, found through the field's aria-describedby as assistive technology would. */
function describedBy(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('InterestForm', () => {
  it('is a plain form post to the API as well, with the page language, for a visitor whose JavaScript has not run', async () => {
    const { container } = await renderForm({ language: 'fa' });
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/interest');
    expect(form?.querySelector('input[type="hidden"][name="lng"]')).toHaveValue('fa');
    for (const name of ['name', 'email']) expect(form?.querySelector(`[name="${name}"]`)).toBeRequired();
    expect(form?.querySelector('[name="message"]')).not.toBeRequired();
    // Running, the app checks the fields itself, with the page's messages.
    expect(form).toHaveAttribute('novalidate');
  });

  it('labels its three fields and gives the message four rows', async () => {
    await renderForm();
    expect(nameField()).toHaveAttribute('autocomplete', 'name');
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(messageField().tagName).toBe('TEXTAREA');
    expect(messageField()).toHaveAttribute('rows', '4');
    expect(nameField()).not.toHaveAttribute('aria-invalid');
  });

  describe('validation on submit', () => {
    it('says name and e-mail are required, in red under each field, and sends nothing', async () => {
      const { user } = await renderForm();
      await user.click(submitButton());

      expect(nameField()).toHaveAttribute('aria-invalid', 'true');
      expect(emailField()).toHaveAttribute('aria-invalid', 'true');
      expect(describedBy(nameField())).toBe('Name is required');
      expect(describedBy(emailField())).toBe('Email is required');
      expect(screen.getByText('Name is required')).toHaveClass('fieldError');
      expect(messageField()).not.toHaveAttribute('aria-invalid');
      expect(nameField()).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('treats white space as empty', async () => {
      const { user } = await renderForm();
      await user.type(nameField(), '   ');
      await user.type(emailField(), '   ');
      await user.click(submitButton());
      expect(screen.getByText('Name is required')).toBeInTheDocument();
      expect(screen.getByText('Email is required')).toBeInTheDocument();
    });

    it('asks for a valid e-mail address and moves focus to it', async () => {
      const { user } = await renderForm();
      await user.type(nameField(), 'Amira');
      await user.type(emailField(), 'amira@example');
      await user.click(submitButton());
      expect(describedBy(emailField())).toBe('Please enter a valid email address');
      expect(nameField()).not.toHaveAttribute('aria-invalid');
      expect(emailField()).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('speaks Dutch to Dutch visitors', async () => {
      const { user } = await renderForm({ language: 'nl' });
      const submit = screen.getByRole('button', { name: 'Versturen' });
      await user.click(submit);
      expect(screen.getByText('Naam is verplicht')).toBeInTheDocument();
      expect(screen.getByText('Email is verplicht')).toBeInTheDocument();

      await user.type(screen.getByLabelText('E-mailadres'), 'amira');
      await user.click(submit);
      expect(screen.getByText('Voer een geldig email adres in')).toBeInTheDocument();
    });

    it('clears only the error of the field being typed in', async () => {
      const { user } = await renderForm();
      await user.click(submitButton());
      await user.type(nameField(), 'A');
      expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
      expect(nameField()).not.toHaveAttribute('aria-invalid');
      expect(screen.getByText('Email is required')).toBeInTheDocument();
      await user.type(emailField(), 'a');
      expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    });
  });

  describe('submission', () => {
    it('sends the trimmed fields, shows the pending state, then thanks the visitor and clears the form', async () => {
      let reply: (value: ReturnType<typeof fakeResponse>) => void = () => undefined;
      fetchMock.mockImplementationOnce(() => new Promise((resolve) => (reply = resolve)));
      const { user } = await renderForm();
      await fillValidForm(user);
      await user.click(submitButton());

      const pending = await screen.findByRole('button', { name: 'Sending…' });
      expect(pending).toBeDisabled();
      expect(pending.querySelector('.spinner')).not.toBeNull();

      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
      expect(url).toBe('/api/interest');
      expect(init.method).toBe('POST');
      expect(JSON.parse(init.body as string)).toEqual({
        name: 'Amira',
        email: 'amira@example.org',
        message: 'I would like to volunteer in Rotterdam.',
      });

      await act(async () =>
        reply(fakeResponse({ status: 201, body: { id: '6d1f1b9e-3f0a-4c1e-9d55-1f0b7a8e2c11', createdAt: '2025-02-01T10:00:00.000Z' } })),
      );

      // The confirmation takes the form's place, in success colours, with focus on its heading.
      const confirmation = await screen.findByTestId('interest-form-sent');
      const heading = within(confirmation).getByRole('heading', { name: "Thanks — we'll be in touch." });
      expect(heading).toHaveFocus();
      expect(confirmation).toHaveClass('confirmation');
      expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(consoleError).not.toHaveBeenCalled();

      // The way back: the form again, emptied, with focus in its first field.
      await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
      expect(nameField()).toHaveValue('');
      expect(emailField()).toHaveValue('');
      expect(messageField()).toHaveValue('');
      expect(nameField()).toHaveFocus();
      expect(submitButton()).toBeEnabled();
      expect(within(screen.getByRole('alert')).queryByText(/./)).toBeNull();
    });

    it('sends one Idempotency-Key per submission: the same one when the visitor tries again, a new one after a success', async () => {
      const sentKey = (call: number) =>
        ((fetchMock.mock.calls[call] as [string, RequestInit])[1].headers as Record<string, string>)['Idempotency-Key'];
      answer({ status: 503 });
      answer({ status: 201, body: { id: 'a', createdAt: '2025-02-01T10:00:00.000Z' } });
      answer({ status: 201, body: { id: 'b', createdAt: '2025-02-01T10:01:00.000Z' } });
      const { user } = await renderForm();
      await fillValidForm(user);
      await user.click(submitButton());
      expect(await screen.findByText('Failed to submit form. Please try again.')).toBeInTheDocument();
      await user.click(submitButton());
      expect(await screen.findByText("Thanks — we'll be in touch.")).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
      await fillValidForm(user);
      await user.click(submitButton());
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));

      expect(sentKey(0)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(sentKey(1)).toBe(sentKey(0));
      expect(sentKey(2)).not.toBe(sentKey(0));
    });

    it('clears earlier field errors when the form goes through', async () => {
      answer({ status: 201, body: { id: 'x', createdAt: '2025-02-01T10:00:00.000Z' } });
      const { user } = await renderForm();
      await user.type(nameField(), 'Amira');
      await user.type(emailField(), 'amira@');
      await user.click(submitButton());
      expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
      await user.type(emailField(), 'example.org');
      await user.click(submitButton());
      expect(await screen.findByText("Thanks — we'll be in touch.")).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
      expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    });

    it('logs a server failure and shows the generic error in a red box, keeping what was typed', async () => {
      answer({ status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'database on fire' } });
      const { user } = await renderForm();
      await fillValidForm(user);
      await user.click(submitButton());

      const box = await within(screen.getByRole('alert')).findByText('Failed to submit form. Please try again.');
      expect(box).toHaveClass('statusBox', 'error');
      expect(consoleError).toHaveBeenCalledWith('Interest form submission failed', expect.objectContaining({ status: 500 }));
      expect(document.body).not.toHaveTextContent('500');
      expect(document.body).not.toHaveTextContent('database on fire');
      expect(nameField()).toHaveValue('  Amira  ');
      expect(screen.queryByTestId('interest-form-sent')).not.toBeInTheDocument();
      expect(submitButton()).toBeEnabled();
    });

    it('shows the generic error when the network fails', async () => {
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      const { user } = await renderForm();
      await fillValidForm(user);
      await user.click(submitButton());
      expect(await screen.findByText('Failed to submit form. Please try again.')).toBeInTheDocument();
      expect(consoleError).toHaveBeenCalled();
    });

    it('shows the generic error for a body the server finds too large (413)', async () => {
      answer({ status: 413, body: { statusCode: 413, error: 'Payload Too Large', message: 'request entity too large' } });
      const { user } = await renderForm();
      await fillValidForm(user);
      await user.click(submitButton());
      expect(await screen.findByText('Failed to submit form. Please try again.')).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent('too large');
    });

    it('shows the Dutch generic error to Dutch visitors', async () => {
      answer({ status: 503 });
      const { user } = await renderForm({ language: 'nl' });
      await user.type(screen.getByLabelText('Je naam'), 'Amira');
      await user.type(screen.getByLabelText('E-mailadres'), 'amira@example.org');
      await user.click(screen.getByRole('button', { name: 'Versturen' }));
      expect(await screen.findByText('Formulier versturen mislukt. Probeer het opnieuw.')).toHaveClass('error');
    });

    it("puts the server's field errors under the fields, in the visitor's words, never the server's", async () => {
      answer({
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Some fields are missing or invalid',
          errors: [
            { field: 'email', code: 'invalid', message: 'SERVER: email looks odd' },
            { field: 'message', code: 'tooLong', message: 'SERVER: message must be at most 5000 characters' },
          ],
        },
      });
      const { user } = await renderForm();
      await fillValidForm(user);
      await user.click(submitButton());

      expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
      expect(describedBy(emailField())).toBe('Please enter a valid email address');
      expect(describedBy(messageField())).toContain('Please keep your message to 5,000 characters or fewer');
      expect(emailField()).toHaveFocus();
      expect(document.body).not.toHaveTextContent('SERVER');
      expect(consoleError).toHaveBeenCalled();
    });

    it('maps a server "required" to the translated required message (Dutch)', async () => {
      answer({
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'x',
          errors: [{ field: 'name', code: 'required', message: 'Name is required' }],
        },
      });
      const { user } = await renderForm({ language: 'nl' });
      await user.type(screen.getByLabelText('Je naam'), 'Amira');
      await user.type(screen.getByLabelText('E-mailadres'), 'amira@example.org');
      await user.click(screen.getByRole('button', { name: 'Versturen' }));
      expect(await screen.findByText('Naam is verplicht')).toBeInTheDocument();
    });

    it('shows the generic error for a 400 the form cannot place on a field', async () => {
      answer({
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'x',
          errors: [{ field: 'phone', code: 'unknownField', message: "Unknown field 'phone'" }],
        },
      });
      const { user } = await renderForm();
      await fillValidForm(user);
      await user.click(submitButton());
      expect(await screen.findByText('Failed to submit form. Please try again.')).toBeInTheDocument();
      expect(document.body).not.toHaveTextContent('phone');
    });

    it('tells a rate-limited visitor how many minutes to wait (429 with Retry-After)', async () => {
      answer({
        status: 429,
        body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many requests' },
        headers: { 'Retry-After': '90' },
      });
      const { user } = await renderForm();
      await fillValidForm(user);
      await user.click(submitButton());
      const box = await within(screen.getByRole('alert')).findByText(
        'Too many attempts from your connection. Please try again in 2 minutes.',
      );
      expect(box).toHaveClass('error');
      expect(document.body).not.toHaveTextContent('429');
    });

    it('uses the singular for one minute, and a general wait without Retry-After', async () => {
      answer({ status: 429, headers: { 'Retry-After': '30' } });
      answer({ status: 429 });
      const { user } = await renderForm();
      await fillValidForm(user);
      await user.click(submitButton());
      expect(await screen.findByText('Too many attempts from your connection. Please try again in 1 minute.')).toBeInTheDocument();
      await user.click(submitButton());
      expect(
        await screen.findByText('Too many attempts from your connection. Please wait a few minutes and try again.'),
      ).toBeInTheDocument();
    });
  });

  describe('filled in by a link', () => {
    it('takes the choice a button on the page carried in the address as the message, and brings the form into view', async () => {
      await renderForm({ path: interestFormPathWithChoice("I'd like to sponsor a class workshop (€50).") });
      expect(messageField()).toHaveValue("I'd like to sponsor a class workshop (€50).");
      expect(nameField()).toHaveFocus();
      expect(scrollIntoView.mock.contexts[0]).toBe(nameField().closest('form'));
    });
  });
});

describe('the success style rule (a text with "Thanks" is a success) in English', () => {
  it('holds: the success text contains "Thanks" and no failure text does', () => {
    const { form } = englishTexts;
    expect(form.successMessage).toContain('Thanks');
    const failureTexts = [form.errorMessage, form.tooManyAttempts_one, form.tooManyAttempts_other, form.tooManyAttemptsLater];
    for (const text of failureTexts) expect(text).not.toContain('Thanks');
  });
});

describe('the success style in every language', () => {
  it.each(['nl', 'fr', 'pt', 'fa', 'es'] as const)(
    'is chosen by the outcome in %s, whose success text need not say "Thanks"',
    async (language) => {
      answer({ status: 201, body: { id: 'x', createdAt: '2025-02-01T10:00:00.000Z' } });
      const { user, i18n } = await renderForm({ language });
      await user.type(screen.getByLabelText(i18n.t('getInvolved.form.nameLabel')), 'Amira');
      await user.type(screen.getByLabelText(i18n.t('getInvolved.form.emailLabel')), 'amira@example.org');
      await user.click(screen.getByRole('button', { name: i18n.t('getInvolved.form.submit') }));
      const text = i18n.t('getInvolved.form.successMessage');
      const confirmation = await screen.findByTestId('interest-form-sent');
      expect(confirmation).toHaveClass('confirmation');
      expect(within(confirmation).getByRole('heading', { name: text })).toHaveFocus();
    },
  );
});
