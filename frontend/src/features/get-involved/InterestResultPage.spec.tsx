import { INTEREST_RESULT_PATH } from '@rebound/shared';
import { screen } from '@testing-library/react';
import { routePath } from '../../routes/site-routes';
import { renderRoute } from '../../test-support/render';

const open = async (query: string, language?: 'fa') => {
  const rendered = await renderRoute(`/get-involved/sent${query}`, { language });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
};

describe('the interest form result page (where the form lands without JavaScript)', () => {
  it('is the path the API sends the browser to', () => {
    expect(routePath('getInvolvedSent')).toBe(INTEREST_RESULT_PATH);
  });

  it('thanks the visitor for a registration that went through, with a way home', async () => {
    await open('?lng=en&result=sent');
    expect(screen.getByRole('heading', { level: 1, name: "Thanks — we'll be in touch" })).toBeInTheDocument();
    expect(screen.getByText(/Your registration has reached us/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Home Page' })).toHaveAttribute('href', '/');
    expect(document.title).toContain("Thanks — we'll be in touch");
  });

  it.each([
    ['invalid', 'Please check what you entered', /a name is needed/],
    ['rate-limited', 'Too many attempts', /wait a few minutes/],
    ['failed', 'The form could not be sent', /nothing was saved/],
  ])('explains result=%s as a warning and leads back to the form', async (result, title, text) => {
    const { container } = await open(`?lng=en&result=${result}`);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(container.querySelector('[class*="warning"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the Form' })).toHaveAttribute('href', '/get-involved#interest-form');
  });

  it('explains itself when opened without a result, or with one it does not know', async () => {
    const first = await open('');
    expect(screen.getByRole('heading', { level: 1, name: 'The Interest Form' })).toBeInTheDocument();
    first.unmount();
    await open('?result=confirmed');
    expect(screen.getByRole('heading', { level: 1, name: 'The Interest Form' })).toBeInTheDocument();
  });

  it('speaks Persian', async () => {
    await open('?lng=fa&result=sent', 'fa');
    expect(screen.getByRole('heading', { level: 1, name: 'ممنون — به‌زودی با شما تماس می‌گیریم' })).toBeInTheDocument();
  });
});
