import { screen, within } from '@testing-library/react';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { ABOUT_ANCHORS } from '../../routes/site-routes';
import { renderRoute } from '../../test-support/render';

const TITLE = 'About Rebound';

async function renderAbout(path = '/about', language?: 'en' | 'fa') {
  const rendered = await renderRoute(path, { language });
  // The page is a lazily loaded chunk; the first render of a suite waits for it.
  await screen.findByRole('heading', { level: 1 });
  return { ...rendered, main: within(screen.getByRole('main')) };
}

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('AboutPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows every block of the about page, in order', async () => {
    const { main } = await renderAbout();
    expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(TITLE);
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'It Started with One Punching Bag',
      'A Boxing Gym in Afghanistan',
      'Where We Are Heading',
      'What We Stand For',
      'A Movement on 6 Continents',
      'The People Behind Rebound',
      'Join the Team',
      'Recognised by MIT Solve',
      'Awards and Labels',
      'Get in Touch',
    ]);
  });

  it('tells the Afghanistan story with the 2010 journey of 8,000 km', async () => {
    await renderAbout();
    const inspiration = region('A Boxing Gym in Afghanistan');
    expect(inspiration.getByText(/^In 2010, our founder travelled 8,000 km to Afghanistan\./)).toBeInTheDocument();
    expect(inspiration.getByText('8,000 km')).toBeInTheDocument();
    expect(inspiration.getByText('2010')).toBeInTheDocument();
  });

  it('names the vision, the three values and the team groups', async () => {
    await renderAbout();
    expect(region('Where We Are Heading').getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(
      region('Where We Are Heading').getByText(
        'By 2030, we want 150,000 young people to have a bag, a coach and a community within reach.',
      ),
    ).toBeInTheDocument();
    expect(
      region('What We Stand For')
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Circular Economy', 'Technology for All', 'Community First']);
    expect(region('What We Stand For').getByText(/A DIY bag costs about €90 in parts/)).toBeInTheDocument();
    expect(region('The People Behind Rebound').getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(region('The People Behind Rebound').getByText(/Teams from 5 partner universities/)).toBeInTheDocument();
  });

  it('shows the global figures', async () => {
    await renderAbout();
    const impact = region('A Movement on 6 Continents');
    for (const [stat, label] of [
      ['127', 'kits built'],
      ['6', 'continents'],
      ['3,240', 'young people reached'],
      ['23', 'community labs'],
    ]) {
      expect(impact.getByText(stat)).toBeInTheDocument();
      expect(impact.getByText(label)).toBeInTheDocument();
    }
  });

  it('invites people to join the team through the external form, in a new tab', async () => {
    await renderAbout();
    const join = region('Join the Team').getByRole('link', { name: 'Apply to Join the Team (opens in a new tab)' });
    expect(join).toHaveAttribute('href', EXTERNAL_LINKS.forms.joinTeam);
    expect(join).toHaveAttribute('target', '_blank');
  });

  it('has the sections the footer links to: MIT Solve, awards and contact with the e-mail address', async () => {
    const { container } = await renderAbout();
    const section = (id: string) => {
      const element = container.querySelector(`section#${id}`);
      expect(element).not.toBeNull();
      return within(element as HTMLElement);
    };
    expect(section(ABOUT_ANCHORS.mitSolve).getByRole('heading', { level: 2 })).toHaveTextContent('Recognised by MIT Solve');
    const awards = section(ABOUT_ANCHORS.awards);
    expect(awards.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['CEB Award', 'La French Tech']);
    const contact = section(ABOUT_ANCHORS.contact);
    expect(contact.getByRole('link', { name: EXTERNAL_LINKS.contact.email })).toHaveAttribute(
      'href',
      `mailto:${EXTERNAL_LINKS.contact.email}`,
    );
    expect(contact.getByRole('link', { name: 'Go to the Interest Form' })).toHaveAttribute('href', '/get-involved#interest-form');
  });

  it('is where /contact leads, scrolled to the contact section', async () => {
    const scrollIntoView = jest.spyOn(Element.prototype, 'scrollIntoView');
    const { container } = await renderAbout('/contact');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TITLE);
    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(container.querySelector('#contact'));
  });

  it('speaks Persian', async () => {
    const { main } = await renderAbout('/about', 'fa');
    const heading = main.getByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(/[\u0600-\u06FF]/);
    expect(main.getByText('۸٬۰۰۰ کیلومتر')).toBeInTheDocument();
  });
});
