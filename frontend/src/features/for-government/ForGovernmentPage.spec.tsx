import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test-support/render';

// The page is a lazy chunk with six languages of texts: on a busy machine its first render can take seconds.
const PAGE_LOAD = { timeout: 10_000 };

describe('ForGovernmentPage', () => {
  it('shows every block of the page in order', async () => {
    await renderRoute('/for-government');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prevention that reaches young people early' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .slice(0, 5)
        .map((heading) => heading.textContent),
    ).toEqual([
      'A youth mental health crisis',
      'Three ways to start',
      'A public-private model',
      'Every euro works harder',
      "Let's plan a pilot in your municipality",
    ]);
  });

  it('gives the crisis numbers', async () => {
    await renderRoute('/for-government');
    const crisis = await screen.findByRole('region', { name: 'A youth mental health crisis' }, PAGE_LOAD);
    expect(within(crisis).getByText('3 in 5')).toBeInTheDocument();
    expect(within(crisis).getByText('€60–€100')).toBeInTheDocument();
    expect(within(crisis).getByText('€20')).toBeInTheDocument();
  });

  it('shows three implementation models and the public-private model', async () => {
    await renderRoute('/for-government');
    const models = await screen.findByRole('region', { name: 'Three ways to start' }, PAGE_LOAD);
    expect(
      within(models)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['School programme', 'Neighbourhood hub', 'Youth care partnership']);
    const funding = screen.getByRole('region', { name: 'A public-private model' });
    expect(funding).toHaveAttribute('id', 'public-private');
    expect(
      within(funding)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Municipality', 'Local companies', 'Rebound', 'Young people']);
  });

  it('works out the return on investment from the constants', async () => {
    await renderRoute('/for-government');
    const roi = await screen.findByRole('region', { name: 'Every euro works harder' }, PAGE_LOAD);
    // €60 and €100 per session at €20 a month: three to five months of access.
    expect(within(roi).getByText('3–5')).toBeInTheDocument();
    expect(within(roi).getByText('40%')).toBeInTheDocument();
    expect(within(roi).getByText('€90')).toBeInTheDocument();
  });

  it('links to contact, the funding model and the research', async () => {
    await renderRoute('/for-government');
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    expect(screen.getByRole('link', { name: 'Plan a pilot' })).toHaveAttribute('href', '/about#contact');
    expect(screen.getByRole('link', { name: 'See the funding model' })).toHaveAttribute('href', '#public-private');
    expect(screen.getByRole('link', { name: /Contact our team/ })).toHaveAttribute('href', '/about#contact');
    expect(screen.getByRole('link', { name: /Read the research/ })).toHaveAttribute('href', '/for-healthcare#research');
  });

  it('is in Persian for Persian readers', async () => {
    await renderRoute('/for-government', { language: 'fa' });
    const heading = await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    expect(heading.textContent).toMatch(/\p{Script=Arabic}/u);
    expect(screen.getByText('۳ تا ۵')).toBeInTheDocument();
  });
});
