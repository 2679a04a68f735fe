import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test-support/render';

const TITLE = 'Real Change, One Session at a Time';

async function renderImpact(language?: 'en' | 'fa') {
  const rendered = await renderRoute('/impact', { language });
  // The page is a lazily loaded chunk; the first render of a suite waits for it.
  await screen.findByRole('heading', { level: 1 });
  return { ...rendered, main: within(screen.getByRole('main')) };
}

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('ImpactPage', () => {
  it('shows a quote, three figures and four use cases, in order', async () => {
    const { main } = await renderImpact();
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(TITLE);
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'In Their Own Words',
      'Our Reach So Far',
      'Where Rebound Makes a Difference',
    ]);
  });

  it('quotes a pilot participant', async () => {
    await renderImpact();
    const quote = region('In Their Own Words');
    expect(quote.getByText(/^When my head gets too loud, I go to the bag\./).closest('blockquote')).not.toBeNull();
    expect(quote.getByText('Pilot participant, Eindhoven')).toBeInTheDocument();
  });

  it('gives the three figures, formatted', async () => {
    await renderImpact();
    const stats = region('Our Reach So Far');
    expect(stats.getByText('3,240')).toBeInTheDocument();
    expect(stats.getByText('young people reached')).toBeInTheDocument();
    expect(stats.getByText('23')).toBeInTheDocument();
    expect(stats.getByText('community labs')).toBeInTheDocument();
    expect(stats.getByText('127')).toBeInTheDocument();
    expect(stats.getByText('kits built on 6 continents')).toBeInTheDocument();
  });

  it('shows the boxing, youth, refugee and school use cases, each leading on', async () => {
    await renderImpact();
    const useCases = region('Where Rebound Makes a Difference');
    expect(useCases.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Boxing Gyms and Clubs',
      'Youth Centres',
      'Refugee Centres',
      'Schools',
    ]);
    expect(useCases.getByRole('link', { name: 'For the Boxing Community' })).toHaveAttribute('href', '/for-boxing-community');
    expect(useCases.getByRole('link', { name: 'Bring It to Your Centre' })).toHaveAttribute('href', '/get-involved');
    expect(useCases.getByRole('link', { name: 'Partner with Us' })).toHaveAttribute('href', '/partners');
    expect(useCases.getByRole('link', { name: 'Resources for Schools' })).toHaveAttribute('href', '/resources');
  });

  it('speaks Persian, with Persian digits', async () => {
    const { main } = await renderImpact('fa');
    const heading = main.getByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(/[\u0600-\u06FF]/);
    expect(main.getByText('۳٬۲۴۰')).toBeInTheDocument();
  });
});
