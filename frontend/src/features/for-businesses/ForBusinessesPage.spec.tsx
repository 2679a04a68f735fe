import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test-support/render';

describe('ForBusinessesPage', () => {
  it('shows every block of the page in order', async () => {
    await renderRoute('/for-businesses');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Wellbeing for Your Team. A Future for Young People.' }),
    ).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .slice(0, 6)
        .map((heading) => heading.textContent),
    ).toEqual([
      'Stress at Work Has a Price',
      '12 Weeks to a Stronger Team',
      'What Your Organisation Gains',
      'One for One',
      'What HR Teams Say',
      'Bring the Programme to Your Team',
    ]);
  });

  it('states its workplace figures with their source', async () => {
    await renderRoute('/for-businesses');
    const stress = await screen.findByRole('region', { name: 'Stress at Work Has a Price' });
    for (const figure of ['15%', '12 billion', 'US$1 trillion', '3 in 5']) expect(within(stress).getByText(figure)).toBeInTheDocument();
    expect(within(stress).getByText(/World Health Organization/)).toBeInTheDocument();
  });

  it('describes the 12-week programme, its benefits and the one-for-one model', async () => {
    await renderRoute('/for-businesses');
    const programme = await screen.findByRole('region', { name: '12 Weeks to a Stronger Team' });
    expect(within(programme).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const benefits = screen.getByRole('region', { name: 'What Your Organisation Gains' });
    expect(within(benefits).getByText('After the programme, employees keep their access for €20 a month')).toBeInTheDocument();
    const model = screen.getByRole('region', { name: 'One for One' });
    expect(model).toHaveAttribute('id', 'one-for-one');
    expect(within(model).getByText('One employee enrolled')).toBeInTheDocument();
    expect(within(model).getByText('One young person trains for free')).toBeInTheDocument();
  });

  it('quotes two testimonials with who said them', async () => {
    await renderRoute('/for-businesses');
    const testimonials = await screen.findByRole('region', { name: 'What HR Teams Say' });
    const figures = within(testimonials).getAllByRole('figure');
    expect(figures).toHaveLength(2);
    for (const figure of figures) {
      expect(figure.querySelector('blockquote')).not.toBeNull();
      expect(figure.querySelector('figcaption')).not.toBeNull();
    }
    expect(within(figures[0]).getByText('Marloes van Dijk')).toBeInTheDocument();
    expect(within(figures[1]).getByText('Wellbeing manager at a software company in Eindhoven')).toBeInTheDocument();
  });

  it('calls to action go to the interest form, the model and the research', async () => {
    await renderRoute('/for-businesses');
    await screen.findByRole('heading', { level: 1 });
    for (const link of screen.getAllByRole('link', { name: /Request a Proposal/ }))
      expect(link).toHaveAttribute('href', '/get-involved#interest-form');
    expect(screen.getByRole('link', { name: 'How One-for-one Works' })).toHaveAttribute('href', '#one-for-one');
    expect(screen.getByRole('link', { name: /See the Research/ })).toHaveAttribute('href', '/for-healthcare#research');
  });

  it('is in Persian for Persian readers', async () => {
    await renderRoute('/for-businesses', { language: 'fa' });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(/\p{Script=Arabic}/u);
    expect(screen.getByText('۳ از هر ۵')).toBeInTheDocument();
  });
});
