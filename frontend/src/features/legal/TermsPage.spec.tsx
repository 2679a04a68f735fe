import { screen, within } from '@testing-library/react';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { renderRoute } from '../../test-support/render';

const main = () => within(screen.getByRole('main'));

describe('TermsPage', () => {
  it('covers use of the site, open-source licences, claims, links, liability and Dutch law, in that order', async () => {
    await renderRoute('/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const contents = main().getByRole('navigation', { name: 'Contents' });
    expect(
      within(contents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'About These Terms',
      'Using the Site',
      'Open-source Hardware and Software',
      'Figures and Claims',
      'External Links',
      'Liability',
      'Applicable Law',
      'Changes and Contact',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Figures and Claims' })).getByText(/are our own claims and estimates/),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Applicable Law' })).getByText(/^Dutch law applies to these terms/),
    ).toBeInTheDocument();
  });

  it('links to the build guides, the privacy policy and the contact address', async () => {
    await renderRoute('/terms');
    await screen.findByRole('heading', { level: 1 });
    expect(main().getByRole('link', { name: 'build guides' })).toHaveAttribute('href', '/diy-hub');
    expect(main().getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(main().getByRole('link', { name: EXTERNAL_LINKS.contact.email })).toHaveAttribute(
      'href',
      `mailto:${EXTERNAL_LINKS.contact.email}`,
    );
  });

  it('is written in Persian for Persian readers', async () => {
    await renderRoute('/terms', { language: 'fa' });
    expect(await screen.findByRole('heading', { level: 1, name: 'شرایط استفاده' })).toBeInTheDocument();
  });
});
