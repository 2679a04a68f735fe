import { screen, within } from '@testing-library/react';
import { FIGURES } from '../../app/config/constants';
import { renderRoute } from '../../test-support/render';

const sectionHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('ForUniversitiesPage', () => {
  it('shows every block of the page in order', async () => {
    await renderRoute('/for-universities');
    expect(await screen.findByRole('heading', { level: 1, name: 'Research That Young People Can Feel' })).toBeInTheDocument();
    expect(sectionHeadings().slice(0, 6)).toEqual([
      'Five Labs, One Open Platform',
      'A Growing University Network',
      'Ten Positions, Two Kinds of Talent',
      'Three Research Focus Areas',
      'From First Meeting to Published Results',
      "Let's Start a Partnership",
    ]);
  });

  it('names five academic partners and a network of 5+ universities', async () => {
    await renderRoute('/for-universities');
    const partners = await screen.findByRole('region', { name: 'Five Labs, One Open Platform' });
    expect(within(partners).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(within(partners).getByRole('heading', { name: 'Human-centred Design Lab' })).toBeInTheDocument();
    const network = screen.getByRole('region', { name: 'A Growing University Network' });
    expect(within(network).getByText(`${FIGURES.universities}+`)).toBeInTheDocument();
  });

  it('lists the five technical and five organisational positions', async () => {
    await renderRoute('/for-universities');
    const roles = await screen.findByRole('region', { name: 'Ten Positions, Two Kinds of Talent' });
    const technical = within(roles).getByRole('heading', { name: 'Technical Roles' }).closest('article')!;
    const organisational = within(roles).getByRole('heading', { name: 'Organisational Roles' }).closest('article')!;
    const names = (group: HTMLElement) =>
      within(group)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('span > span')?.textContent);
    expect(names(technical)).toEqual(['AI Specialist', 'Hardware Innovator', 'UX Designer', 'Gamification Developer', 'Research Analyst']);
    expect(names(organisational)).toEqual([
      'Team Coordinator',
      'Event Planner',
      'HR Enthusiast',
      'Communications & PR',
      'Partnership Lead',
    ]);
    expect(names(technical)).toHaveLength(FIGURES.technicalPositions);
    expect(names(organisational)).toHaveLength(FIGURES.organisationalPositions);
    expect(within(technical).getByText('5 positions')).toBeInTheDocument();
    expect(within(roles).getByRole('link', { name: /Apply for a Position/ })).toHaveAttribute('href', '/get-involved#interest-form');
  });

  it('has three research areas and four implementation steps', async () => {
    await renderRoute('/for-universities');
    const research = await screen.findByRole('region', { name: 'Three Research Focus Areas' });
    expect(research).toHaveAttribute('id', 'research-focus');
    expect(
      within(research)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Youth Mental Resilience', 'Sensing and AI Coaching', 'Circular, Low-cost Hardware']);
    expect(within(research).getByText(/a 40% improvement in resilience/)).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'From First Meeting to Published Results' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
  });

  it('links the hero to the contact block and the research areas on this page', async () => {
    await renderRoute('/for-universities');
    expect(await screen.findByRole('link', { name: /Become a Partner/ })).toHaveAttribute('href', '#contact');
    expect(screen.getByRole('link', { name: /Explore Research Areas/ })).toHaveAttribute('href', '#research-focus');
  });

  it('offers an e-mail link and a phone link that read left to right', async () => {
    await renderRoute('/for-universities');
    const contact = await screen.findByRole('region', { name: "Let's Start a Partnership" });
    expect(contact).toHaveAttribute('id', 'contact');
    const email = within(contact).getByRole('link', { name: /E-mail Us/ });
    expect(email).toHaveAttribute('href', 'mailto:universities@rebound-bag.org');
    const phone = within(contact).getByRole('link', { name: /Call Us/ });
    expect(phone).toHaveAttribute('href', 'tel:+31402001234');
    expect(within(phone).getByText('+31 40 200 1234')).toHaveAttribute('dir', 'ltr');
  });

  it('is in Persian for Persian readers, with the phone number still left to right', async () => {
    await renderRoute('/for-universities', { language: 'fa' });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(/\p{Script=Arabic}/u);
    expect(screen.getByText('+31 40 200 1234')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('بیش از ۵')).toBeInTheDocument();
  });
});
