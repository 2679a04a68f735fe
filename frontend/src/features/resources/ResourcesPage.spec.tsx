import { screen, within } from '@testing-library/react';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { renderRoute } from '../../test-support/render';

const main = () => within(screen.getByRole('main'));

const GROUPS = [
  { id: 'makers', title: 'For Makers and Builders' },
  { id: 'developers', title: 'For Developers' },
  { id: 'research', title: 'For Researchers and Clinicians' },
  { id: 'educators', title: 'For Schools, Coaches and Youth Workers' },
  { id: 'press', title: 'For Press and Partners' },
];

describe('ResourcesPage', () => {
  it('groups the resources by audience, each group an anchor the page links to', async () => {
    await renderRoute('/resources');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Everything You Need to Build, Teach and Study with Rebound' }),
    ).toBeInTheDocument();
    expect(
      main()
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(GROUPS.map((group) => group.title));
    const jumpNav = main().getByRole('navigation', { name: 'Resources by audience' });
    expect(
      within(jumpNav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(GROUPS.map((group) => [group.title, `#${group.id}`]));
    for (const group of GROUPS) expect(document.getElementById(group.id)).toHaveAccessibleName(group.title);
  });

  it('links each resource to where it lives on this site', async () => {
    await renderRoute('/resources');
    await screen.findByRole('heading', { level: 1 });
    const internal: [string, string][] = [
      ['Open the DIY Hub', '/diy-hub'],
      ['Read the API Documentation', '/for-developers#api-docs'],
      ['See the Research', '/for-healthcare#research'],
      ['View Our Impact', '/impact'],
      ['See the Programme', '/for-boxing-community'],
      ['Get Involved', '/get-involved'],
      ['Read the Blog', '/blog'],
    ];
    for (const [name, href] of internal) expect(main().getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('opens the code repositories in a new tab and asks for the press kit by e-mail', async () => {
    await renderRoute('/resources');
    await screen.findByRole('heading', { level: 1 });
    const external: [string, string][] = [
      ['Hardware Designs on GitHub (opens in a new tab)', EXTERNAL_LINKS.sourceCode.hardware],
      ['Browse All Repositories (opens in a new tab)', EXTERNAL_LINKS.sourceCode.organisation],
    ];
    for (const [name, href] of external) {
      const link = main().getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(main().getByRole('link', { name: 'Request the Press Kit by E-mail' })).toHaveAttribute(
      'href',
      `mailto:${EXTERNAL_LINKS.contact.email}`,
    );
  });

  it('is written in Persian for Persian readers', async () => {
    await renderRoute('/resources', { language: 'fa' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'هر آنچه برای ساختن، آموزش دادن و پژوهش با Rebound لازم دارید' }),
    ).toBeInTheDocument();
    expect(main().getByText(/۶ قاره/)).toBeInTheDocument();
  });
});
