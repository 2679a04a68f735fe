import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test-support/render';

describe('ForHealthcarePage', () => {
  it('shows the badge and every block of the page in order', async () => {
    await renderRoute('/for-healthcare');
    expect(await screen.findByRole('heading', { level: 1, name: 'A Low-threshold Step Towards Mental Resilience' })).toBeInTheDocument();
    expect(screen.getByText('For healthcare professionals')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .slice(0, 6)
        .map((heading) => heading.textContent),
    ).toEqual([
      'Care Cannot Keep Up',
      'How Rebound Supports Care',
      'What Our Pilots Show',
      'Five Steps, from Referral to Follow-up',
      'Who We Work With',
      "Let's Explore a Pilot Together",
    ]);
  });

  it('links the hero to contact and to the research section on this page', async () => {
    await renderRoute('/for-healthcare');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: /Contact Our Team/ })).toHaveAttribute('href', '/about#contact');
    expect(screen.getByRole('link', { name: /See the Research/ })).toHaveAttribute('href', '#research');
  });

  it('gives the crisis figures and compares the cost of care', async () => {
    await renderRoute('/for-healthcare');
    const crisis = await screen.findByRole('region', { name: 'Care Cannot Keep Up' });
    expect(within(crisis).getByText('3 in 5')).toBeInTheDocument();
    expect(within(crisis).getByText('€60–€100')).toBeInTheDocument();
    expect(within(crisis).getByText('€20')).toBeInTheDocument();
    expect(within(crisis).getByText(/3 to 5 young people get a month of Rebound/)).toBeInTheDocument();
  });

  it('reports the pilot research in Eindhoven and Weert', async () => {
    await renderRoute('/for-healthcare');
    const research = await screen.findByRole('region', { name: 'What Our Pilots Show' });
    expect(research).toHaveAttribute('id', 'research');
    expect(within(research).getByText('40%')).toBeInTheDocument();
    expect(within(research).getByText('improvement in resilience scores')).toBeInTheDocument();
    expect(within(research).getByText('100%')).toBeInTheDocument();
    expect(within(research).getByText('pilot cities: Eindhoven and Weert')).toBeInTheDocument();
  });

  it('has four solutions, five steps and four kinds of partner', async () => {
    await renderRoute('/for-healthcare');
    const solutions = await screen.findByRole('region', { name: 'How Rebound Supports Care' });
    expect(within(solutions).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const process = screen.getByRole('region', { name: 'Five Steps, from Referral to Follow-up' });
    expect(within(process).getAllByRole('listitem')).toHaveLength(5);
    expect(within(process).getByText('12 weeks of sessions on the bag, with the app coaching in between.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Who We Work With' })).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('ends with links to contact and resources', async () => {
    await renderRoute('/for-healthcare');
    const closing = await screen.findByRole('region', { name: "Let's Explore a Pilot Together" });
    expect(within(closing).getByRole('link', { name: /Contact Us/ })).toHaveAttribute('href', '/about#contact');
    expect(within(closing).getByRole('link', { name: /Browse Resources/ })).toHaveAttribute('href', '/resources');
  });

  it('is in Persian for Persian readers', async () => {
    await renderRoute('/for-healthcare', { language: 'fa' });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(/\p{Script=Arabic}/u);
    expect(screen.getByText('۴۰٪')).toBeInTheDocument();
  });
});
