import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test-support/render';

const TITLE = '150,000 Young Lives Stronger by 2030';

async function renderMission(language?: 'en' | 'fa') {
  const rendered = await renderRoute('/mission', { language });
  // The page is a lazily loaded chunk; the first render of a suite waits for it.
  await screen.findByRole('heading', { level: 1 });
  return { ...rendered, main: within(screen.getByRole('main')) };
}

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('MissionPage', () => {
  it('shows the mission, the figures behind it, the four goals and the theory of change, in order', async () => {
    const { main } = await renderMission();
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(TITLE);
    expect(main.getByText('That is 150,000 lives in 5 years, together with companies, healthcare and volunteers.')).toBeInTheDocument();
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Stress Is Part of Daily Life for Many Teenagers',
      'Our Contribution to Four Global Goals',
      'How a Waste Tyre Becomes a Stronger Life',
    ]);
  });

  it('links to the business, healthcare and get-involved pages', async () => {
    const { main } = await renderMission();
    expect(main.getByRole('link', { name: 'For Businesses' })).toHaveAttribute('href', '/for-businesses');
    expect(main.getByRole('link', { name: 'For Healthcare' })).toHaveAttribute('href', '/for-healthcare');
    expect(main.getByRole('link', { name: 'Get Involved' })).toHaveAttribute('href', '/get-involved');
  });

  it('gives the figures: 3 in 5 teens stressed, 40% more resilience, 100% would recommend, and the 1:1 model', async () => {
    await renderMission();
    const why = region('Stress Is Part of Daily Life for Many Teenagers');
    expect(why.getByText('3 in 5')).toBeInTheDocument();
    expect(why.getByText('40%')).toBeInTheDocument();
    expect(why.getByText('100%')).toBeInTheDocument();
    expect(why.getByText('of pilot users in Eindhoven and Weert would recommend Rebound')).toBeInTheDocument();
    expect(why.getByText(/for each employee a company enrols, one young person gets free access/)).toBeInTheDocument();
  });

  it('says what the project does for UN goals 3, 4, 10 and 17', async () => {
    await renderMission();
    const goals = region('Our Contribution to Four Global Goals');
    const items = goals.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Good Health and Well-being',
      'Quality Education',
      'Reduced Inequalities',
      'Partnerships for the Goals',
    ]);
    expect(items.map((item) => within(item).getByText(/^Goal \d+$/).textContent)).toEqual(['Goal 3', 'Goal 4', 'Goal 10', 'Goal 17']);
    for (const item of items) expect(within(item).getByText('What we do')).toBeInTheDocument();
    expect(within(items[0]).getByText(/our pilots show a 40% improvement in resilience/)).toBeInTheDocument();
    expect(within(items[2]).getByText(/DIY kits of about €90/)).toBeInTheDocument();
  });

  it('draws the theory of change and reads it out as an ordered list of the five steps', async () => {
    await renderMission();
    const change = region('How a Waste Tyre Becomes a Stronger Life');
    const figure = change.getByRole('figure');
    // Two drawings (wide and phone layout); CSS shows one of them.
    expect(within(figure).getAllByRole('img', { name: /Theory of change diagram in five steps/ })).toHaveLength(2);
    const steps = within(figure)
      .getAllByRole('list')
      .find((list) => list.tagName === 'OL') as HTMLElement;
    const stepItems = within(steps)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === steps);
    expect(
      stepItems.map((item) => [
        item.firstChild?.textContent,
        within(item)
          .getAllByRole('listitem')
          .map((child) => child.textContent),
      ]),
    ).toEqual([
      ['Inputs', ['Waste tyres', 'Open-source hardware']],
      ['Activities', ['Smart bags', 'AI coaching app', 'Workshops']],
      ['Outputs', ['Young people trained', 'Kits built']],
      ['Outcomes', ['Resilience', 'Fitness', 'Belonging']],
      ['Impact', ['150,000 lives by 2030']],
    ]);
    expect(within(figure).getByText(/^Theory of change: inputs lead to activities/)).toBeInTheDocument();
  });

  it('speaks Persian, with Persian digits', async () => {
    const { main } = await renderMission('fa');
    const heading = main.getByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(/[\u0600-\u06FF]/);
    expect(heading.textContent).toContain('۱۵۰٬۰۰۰');
    expect(heading.textContent).toContain('۲۰۳۰');
  });
});
