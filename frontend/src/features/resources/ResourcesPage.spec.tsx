import { screen, within } from '@testing-library/react';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { renderRoute } from '../../test-support/render';

// The first render loads the page's lazy chunk and its translations; on a busy machine that can take a few seconds.
const PAGE_LOAD = { timeout: 5000 };

const main = () => within(screen.getByRole('main'));

const GROUPS = [
  { id: 'makers', title: 'For makers and builders' },
  { id: 'developers', title: 'For developers' },
  { id: 'research', title: 'For researchers and clinicians' },
  { id: 'educators', title: 'For schools, coaches and youth workers' },
  { id: 'press', title: 'For press and partners' },
];

describe('ResourcesPage', () => {
  it('groups the resources by audience, each group an anchor the page links to', async () => {
    await renderRoute('/resources');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Everything you need to build, teach and study with Rebound' }, PAGE_LOAD),
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
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    const internal: [string, string][] = [
      ['Open the DIY Hub', '/diy-hub'],
      ['Read the API documentation', '/for-developers#api-docs'],
      ['See the research', '/for-healthcare#research'],
      ['View our impact', '/impact'],
      ['See the programme', '/for-boxing-community'],
      ['Get involved', '/get-involved'],
      ['Read the blog', '/blog'],
    ];
    for (const [name, href] of internal) expect(main().getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('opens the code repositories in a new tab and asks for the press kit by e-mail', async () => {
    await renderRoute('/resources');
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    const external: [string, string][] = [
      ['Hardware designs on GitHub (opens in a new tab)', EXTERNAL_LINKS.sourceCode.hardware],
      ['Browse all repositories (opens in a new tab)', EXTERNAL_LINKS.sourceCode.organisation],
    ];
    for (const [name, href] of external) {
      const link = main().getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(main().getByRole('link', { name: 'Request the press kit by e-mail' })).toHaveAttribute(
      'href',
      `mailto:${EXTERNAL_LINKS.contact.email}`,
    );
  });

  it('is written in Persian for Persian readers', async () => {
    await renderRoute('/resources', { language: 'fa' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'هر آنچه برای ساختن، آموزش دادن و پژوهش با Rebound لازم دارید' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(main().getByText(/۶ قاره/)).toBeInTheDocument();
  });
});
