import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { renderRoute } from '../../test-support/render';

const TITLE = 'Turning Waste Tyres into Strength for Young People';

async function renderHome(language?: 'en' | 'fa') {
  const rendered = await renderRoute('/', { language });
  // The page is a lazily loaded chunk; the first render of a suite waits for it.
  await screen.findByRole('heading', { level: 1 });
  return { ...rendered, main: within(screen.getByRole('main')) };
}

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('HomePage', () => {
  it('shows every block of the home page, in order', async () => {
    const { main } = await renderHome();
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(TITLE);
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Built with the Young People Who Use It',
      'Four Global Goals, One Bag',
      'A Hybrid Model: A Business That Funds the Mission',
      'From Scrap Tyres to a Smart Coach',
      'Six Parts, One Open System',
      'Build It, Fork It, Improve It',
      'Ready for the People Who Run the Sessions',
      'Stronger Together',
      'Help Us Reach 150,000 Young People',
    ]);
  });

  it('has a hero with badge, impact line and three buttons to mission, healthcare and businesses', async () => {
    const { main } = await renderHome();
    expect(main.getByText('Social enterprise · open-source hardware')).toBeInTheDocument();
    expect(main.getByText('Our mission: 150,000 young lives in 5 years, by 2030.')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Read Our Mission' })).toHaveAttribute('href', '/mission');
    expect(main.getByRole('link', { name: 'For Healthcare' })).toHaveAttribute('href', '/for-healthcare');
    expect(main.getByRole('link', { name: 'For Businesses' })).toHaveAttribute('href', '/for-businesses');
    expect(main.getByRole('img', { name: /punching bag made of stacked waste tyres/ })).toBeInTheDocument();
  });

  it('shows two drawn photos with the founder quote and the demo location caption', async () => {
    await renderHome();
    const photos = region('Built with the Young People Who Use It');
    const figures = photos.getAllByRole('figure');
    expect(figures).toHaveLength(2);
    expect(within(figures[0]).getByRole('img', { name: /young person in a teal hoodie/ })).toBeInTheDocument();
    expect(
      within(figures[0])
        .getByText(/the tyres nobody wants can do that for thousands more/)
        .closest('blockquote'),
    ).not.toBeNull();
    expect(within(figures[0]).getByText('Founder of Rebound')).toBeInTheDocument();
    expect(within(figures[1]).getByRole('img', { name: /community workshop with a sawtooth roof/ })).toBeInTheDocument();
    expect(within(figures[1]).getByText(/Our demo location in Eindhoven/)).toBeInTheDocument();
    expect(photos.getByText(/100% of young users said they would recommend it/)).toBeInTheDocument();
  });

  it('lists UN goals 3, 4, 10 and 17 with a button to the mission page', async () => {
    await renderHome();
    const goals = region('Four Global Goals, One Bag');
    expect(goals.getAllByRole('listitem').map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Good Health and Well-being',
      'Quality Education',
      'Reduced Inequalities',
      'Partnerships for the Goals',
    ]);
    expect(['Goal 3', 'Goal 4', 'Goal 10', 'Goal 17'].map((label) => goals.getByText(label))).toHaveLength(4);
    expect(goals.getByRole('link', { name: 'How We Work Towards the Goals' })).toHaveAttribute('href', '/mission');
  });

  it('explains the hybrid model with four features for each arm, figures formatted', async () => {
    await renderHome();
    const model = region('A Hybrid Model: A Business That Funds the Mission');
    const arms = model.getAllByRole('article');
    expect(arms.map((arm) => within(arm).getByRole('heading', { level: 3 }).textContent)).toEqual(['For-profit Arm', 'Non-profit Arm']);
    for (const arm of arms) expect(within(arm).getAllByRole('listitem')).toHaveLength(4);
    expect(model.getByText('App access from €20 a month')).toBeInTheDocument();
    expect(model.getByText('Open-source build guides: a bag for about €90 in parts')).toBeInTheDocument();
    expect(model.getByText(/for each enrolled employee, one young person gets free access/)).toBeInTheDocument();
  });

  it('loads the story video only on request and links to the pre-order form in a new tab', async () => {
    await renderHome();
    const story = region('From Scrap Tyres to a Smart Coach');
    expect(story.queryByTitle('The Rebound Story')).not.toBeInTheDocument();
    await userEvent.click(story.getByRole('button', { name: 'Play Video: The Rebound Story' }));
    expect(story.getByTitle('The Rebound Story')).toHaveAttribute('src', expect.stringContaining(EXTERNAL_LINKS.videos.story.id));
    const preOrder = story.getByRole('link', { name: /^Pre-order Your Bag/ });
    expect(preOrder).toHaveAttribute('href', EXTERNAL_LINKS.forms.preOrder);
    expect(preOrder).toHaveAttribute('target', '_blank');
    expect(preOrder).toHaveAccessibleName('Pre-order Your Bag (opens in a new tab)');
  });

  it('shows the six parts of the system, naming the hardware', async () => {
    await renderHome();
    const system = region('Six Parts, One Open System');
    expect(system.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'The Smart Bag',
      'The Hardware',
      'The Coaching App',
      'The Cloud',
      'The Open API',
      'Innovation',
    ]);
    expect(system.getByText(/ESP32 board .* QMI8658 motion sensor .* 1.28 inch round LCD/)).toBeInTheDocument();
  });

  it('sends developers to the code, the API docs, the forum and the roadmap', async () => {
    await renderHome();
    const developers = region('Build It, Fork It, Improve It');
    expect(developers.getByRole('link', { name: /^Open Our GitHub/ })).toHaveAttribute('href', EXTERNAL_LINKS.sourceCode.organisation);
    expect(developers.getByRole('link', { name: /^Open Our GitHub/ })).toHaveAttribute('target', '_blank');
    expect(developers.getByRole('link', { name: 'Read the API Docs' })).toHaveAttribute('href', '/for-developers#api-docs');
    expect(developers.getByRole('link', { name: /^Join the Discussion/ })).toHaveAttribute('href', EXTERNAL_LINKS.community.forum);
    expect(developers.getByRole('link', { name: 'View the Roadmap' })).toHaveAttribute('href', '/roadmap');
  });

  it('shows coaches and programmes, and partner cards, each leading on', async () => {
    await renderHome();
    const coaches = region('Ready for the People Who Run the Sessions');
    expect(coaches.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Coaching Guides',
      'Workshops',
      'Pilot Programme',
      'Impact Reporting',
    ]);
    expect(coaches.getByText(/A 12-week programme/)).toBeInTheDocument();
    expect(coaches.getByRole('link', { name: 'Become an Early Adopter' })).toHaveAttribute('href', '/early-adopters');

    const partners = region('Stronger Together');
    expect(partners.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Universities',
      'Municipalities',
      'Innovation Labs',
      'Global Network',
    ]);
    expect(partners.getByRole('link', { name: 'Partner as a University' })).toHaveAttribute('href', '/for-universities');
    expect(partners.getByRole('link', { name: 'Information for Government' })).toHaveAttribute('href', '/for-government');
    expect(partners.getByText('127 kits built on 6 continents by partners who adapt the design to their own place.')).toBeInTheDocument();
  });

  it('ends with a call to get involved: source code and cards to the DIY hub, technology, code and partners', async () => {
    await renderHome();
    const involve = region('Help Us Reach 150,000 Young People');
    expect(involve.getByRole('link', { name: /^View the Source Code/ })).toHaveAttribute('href', EXTERNAL_LINKS.sourceCode.organisation);
    expect(involve.getByRole('link', { name: 'Start Building' })).toHaveAttribute('href', '/diy-hub');
    expect(involve.getByRole('link', { name: 'Explore the Technology' })).toHaveAttribute('href', '/technology');
    expect(involve.getByRole('link', { name: /^Contribute on GitHub/ })).toHaveAttribute('href', EXTERNAL_LINKS.sourceCode.organisation);
    expect(involve.getByRole('link', { name: 'Partner with Us' })).toHaveAttribute('href', '/partners');
  });

  it('takes the visitor to the mission page from the hero', async () => {
    const { main } = await renderHome();
    await userEvent.click(main.getByRole('link', { name: 'Read Our Mission' }));
    expect(await screen.findByRole('heading', { level: 1, name: '150,000 Young Lives Stronger by 2030' })).toBeInTheDocument();
  });

  it('speaks Persian, with Persian digits', async () => {
    const { main } = await renderHome('fa');
    const heading = main.getByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(/[\u0600-\u06FF]/);
    expect(heading.textContent).not.toBe(TITLE);
    expect(main.getByText(/۱۵۰٬۰۰۰/, { selector: 'p' })).toBeInTheDocument();
  });
});
