import { screen, within } from '@testing-library/react';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { renderRoute } from '../../test-support/render';

describe('DiyHubPage', () => {
  it('shows every block of the page in order', async () => {
    await renderRoute('/diy-hub');
    expect(await screen.findByRole('heading', { level: 1, name: 'Build Your Own Rebound' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const order = [
      'Six Steps from Waste Tyre to Smart Bag',
      'Why Build It Yourself?',
      'Make the Design Better',
      'Builders Who Inspire Us',
      'Build Together',
    ];
    const first = headings.indexOf(order[0]);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(headings.slice(first, first + order.length)).toEqual(order);
  });

  it('links the hero to the source code, the prototype and the community forum form', async () => {
    await renderRoute('/diy-hub');
    const sourceCode = await screen.findByRole('link', { name: 'View the Source Code (opens in a new tab)' });
    expect(sourceCode).toHaveAttribute('href', EXTERNAL_LINKS.sourceCode.organisation);
    expect(sourceCode).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'See the Prototype' })).toHaveAttribute('href', '/early-adopters#prototype');
    const forum = screen.getByRole('link', { name: 'Ask the Community (opens in a new tab)' });
    expect(forum).toHaveAttribute('href', EXTERNAL_LINKS.forms.communityForum);
    expect(forum).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('numbers the six build steps', async () => {
    await renderRoute('/diy-hub');
    const steps = await screen.findByRole('region', { name: 'Six Steps from Waste Tyre to Smart Bag' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(6);
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Step 1: Find a Tyre',
      'Step 2: Build the Bag',
      'Step 3: Solder the Electronics',
      'Step 4: Flash the Firmware',
      'Step 5: Mount and Calibrate',
      'Step 6: Connect the App',
    ]);
    expect(within(steps).getByText(/about €90 in parts/)).toBeInTheDocument();
  });

  it('gives the reasons for DIY with their figures', async () => {
    await renderRoute('/diy-hub');
    const reasons = await screen.findByRole('region', { name: 'Why Build It Yourself?' });
    for (const figure of ['≈ €90', '127', '150+', '€2,890']) expect(within(reasons).getByText(figure)).toBeInTheDocument();
    expect(within(reasons).getByText('kits in use across 6 continents')).toBeInTheDocument();
  });

  it('invites contributions and lists four builders with name, location and project', async () => {
    await renderRoute('/diy-hub');
    const contribute = await screen.findByRole('region', { name: 'Make the Design Better' });
    expect(within(contribute).getByRole('link', { name: 'Contribute on GitHub (opens in a new tab)' })).toHaveAttribute(
      'href',
      EXTERNAL_LINKS.sourceCode.organisation,
    );
    expect(within(contribute).getByRole('link', { name: 'Developer Resources' })).toHaveAttribute('href', '/for-developers');

    const hallOfFame = screen.getByRole('region', { name: 'Builders Who Inspire Us' });
    const builders = within(hallOfFame).getAllByRole('listitem');
    expect(builders).toHaveLength(4);
    expect(within(builders[0]).getByRole('heading', { level: 3, name: 'Amira' })).toBeInTheDocument();
    expect(within(builders[0]).getByText('Rotterdam, Netherlands')).toBeInTheDocument();
    expect(within(builders[3]).getByText('Cape Town, South Africa')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Join the Community' })).toHaveAttribute('href', '/community');
  });

  it('speaks Persian, with Persian digits', async () => {
    await renderRoute('/diy-hub', { language: 'fa' });
    expect(await screen.findByRole('heading', { level: 1, name: 'کیسهٔ Rebound خودتان را بسازید' })).toBeInTheDocument();
    expect(screen.getByText('۱۲۷')).toBeInTheDocument();
  });
});
