import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test-support/render';

describe('ForGovernmentPage', () => {
  it('shows every block of the page in order', async () => {
    await renderRoute('/for-government');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prevention That Reaches Young People Early' })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .slice(0, 5)
        .map((heading) => heading.textContent),
    ).toEqual([
      'A Youth Mental Health Crisis',
      'Three Ways to Start',
      'A Public-private Model',
      'Every Euro Works Harder',
      "Let's Plan a Pilot in Your Municipality",
    ]);
  });

  it('gives the crisis numbers', async () => {
    await renderRoute('/for-government');
    const crisis = await screen.findByRole('region', { name: 'A Youth Mental Health Crisis' });
    expect(within(crisis).getByText('3 in 5')).toBeInTheDocument();
    expect(within(crisis).getByText('€60–€100')).toBeInTheDocument();
    expect(within(crisis).getByText('€20')).toBeInTheDocument();
  });

  it('shows three implementation models and the public-private model', async () => {
    await renderRoute('/for-government');
    const models = await screen.findByRole('region', { name: 'Three Ways to Start' });
    expect(
      within(models)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['School Programme', 'Neighbourhood Hub', 'Youth Care Partnership']);
    const funding = screen.getByRole('region', { name: 'A Public-private Model' });
    expect(funding).toHaveAttribute('id', 'public-private');
    expect(
      within(funding)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Municipality', 'Local Companies', 'Rebound', 'Young People']);
  });

  it('works out the return on investment from the constants', async () => {
    await renderRoute('/for-government');
    const roi = await screen.findByRole('region', { name: 'Every Euro Works Harder' });
    // €60 and €100 per session at €20 a month: three to five months of access.
    expect(within(roi).getByText('3–5')).toBeInTheDocument();
    expect(within(roi).getByText('40%')).toBeInTheDocument();
    expect(within(roi).getByText('€90')).toBeInTheDocument();
  });

  it('links to contact, the funding model and the research', async () => {
    await renderRoute('/for-government');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Plan a Pilot' })).toHaveAttribute('href', '/about#contact');
    expect(screen.getByRole('link', { name: 'See the Funding Model' })).toHaveAttribute('href', '#public-private');
    expect(screen.getByRole('link', { name: /Contact Our Team/ })).toHaveAttribute('href', '/about#contact');
    expect(screen.getByRole('link', { name: /Read the Research/ })).toHaveAttribute('href', '/for-healthcare#research');
  });

  it('is in Persian for Persian readers', async () => {
    await renderRoute('/for-government', { language: 'fa' });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(/\p{Script=Arabic}/u);
    expect(screen.getByText('۳ تا ۵')).toBeInTheDocument();
  });
});
