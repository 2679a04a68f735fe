import { screen, within } from '@testing-library/react';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { renderRoute } from '../../test-support/render';

const main = () => within(screen.getByRole('main'));

function expectInDocumentOrder(elements: HTMLElement[]) {
  for (let index = 1; index < elements.length; index++) {
    expect(elements[index - 1].compareDocumentPosition(elements[index]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
}

/** The phase card (list item of the timeline) whose heading has this name. */
const phase = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li') as HTMLElement;

describe('RoadmapPage', () => {
  it('shows every block in the order of the spec', async () => {
    await renderRoute('/roadmap');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Road to 150,000 Lives' })).toBeInTheDocument();
    expect(main().getByText('Vision 2025–2030')).toBeInTheDocument();
    expectInDocumentOrder(
      ['Core Principles', 'Four Phases, One Direction', 'Engagement Tools', 'Milestones', 'Technology Areas', 'Build the Road with Us'].map(
        (name) => main().getByRole('heading', { level: 2, name }),
      ),
    );
  });

  it('draws the four phases as a timeline with their labels, phase 1 in Q1–Q2 2025', async () => {
    await renderRoute('/roadmap');
    const timeline = within(await screen.findByRole('region', { name: 'Four Phases, One Direction' })).getAllByRole('list')[0];
    const phases = within(timeline)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === timeline);
    expect(phases.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Prove That It Works',
      'Train the Trainers',
      'Grow Across Europe',
      'Go Global',
    ]);
    expect(phases.map((item) => item.querySelector('p')?.textContent)).toEqual(['Now', '6–12 months', '1–2 years', '2+ years']);
    expect(phases[0]).toHaveTextContent('Phase 1 · Q1–Q2 2025');
    expect(phases[3]).toHaveTextContent('Phase 4');
  });

  it('says in words, not only with an icon, which checklist items are done and which are open', async () => {
    await renderRoute('/roadmap');
    await screen.findByRole('heading', { level: 1 });
    const now = phase('Prove That It Works');
    expect(within(now).getByText('3 of 4 done')).toBeInTheDocument();
    const items = within(now).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Done: Working prototype: ESP32 board, QMI8658 motion sensor and round screen in a tyre bag',
      'Done: Pilots with young people in Eindhoven and Weert',
      'Done: Firmware and hardware designs published as open source',
      'Open: 30 founding members in Limburg and Brabant',
    ]);
    // The status words are for screen readers; sighted readers get a tick or an open circle, hidden from assistive technology.
    for (const item of items) {
      expect(item.querySelector('.visually-hidden')).not.toBeNull();
      expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(
      within(phase('Go Global'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Open: Launch in the United States in 2027',
      'Open: Local workshops turning waste tyres into bags on every continent',
      'Open: 150,000 lives reached by 2030',
    ]);
  });

  it('lists the milestones with the figures of the spec', async () => {
    await renderRoute('/roadmap');
    const milestones = within(await screen.findByRole('region', { name: 'Milestones' }));
    const items = milestones.getAllByRole('listitem');
    expect(
      items.map((item) => [item.querySelector('p')?.textContent, within(item).getByRole('heading', { level: 3 }).textContent]),
    ).toEqual([
      ['Q4 2025', '10 Certified Trainers'],
      ['Q2 2026', '€3 million Series A'],
      ['2027', 'Launch in the USA'],
      ['2030', '150,000 Lives'],
    ]);
  });

  it('links to the external form and the code repository in new tabs, and to the technology page', async () => {
    await renderRoute('/roadmap');
    await screen.findByRole('heading', { level: 1 });
    const form = main().getByRole('link', { name: 'Join Early Access (opens in a new tab)' });
    expect(form).toHaveAttribute('href', EXTERNAL_LINKS.forms.earlyAccess);
    expect(form).toHaveAttribute('target', '_blank');
    const code = main().getByRole('link', { name: 'View the Code on GitHub (opens in a new tab)' });
    expect(code).toHaveAttribute('href', EXTERNAL_LINKS.sourceCode.organisation);
    expect(code).toHaveAttribute('target', '_blank');
    expect(main().getByRole('link', { name: 'See How the Technology Works' })).toHaveAttribute('href', '/technology');
  });

  it('is written in Persian, with Persian digits and status words, for Persian readers', async () => {
    await renderRoute('/roadmap', { language: 'fa' });
    expect(await screen.findByRole('heading', { level: 1, name: /^مسیر ما تا ۱۵۰.۰۰۰ جوان$/ })).toBeInTheDocument();
    expect(within(phase('ثابت کنیم که کار می‌کند')).getAllByRole('listitem')[0]).toHaveTextContent(/^انجام‌شده:/);
  });
});
