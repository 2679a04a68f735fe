import { screen, within } from '@testing-library/react';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { renderRoute } from '../../test-support/render';

describe('PartnersPage', () => {
  it('shows the three partner types, the trusted-by text and the sign-up call in order', async () => {
    await renderRoute('/partners');
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner with Rebound' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const order = ['Three Ways to Partner', 'In Good Company', 'Ready to Partner with Us?'];
    const first = headings.indexOf(order[0]);
    expect(headings.slice(first, first + order.length)).toEqual(order);

    const types = screen.getByRole('region', { name: 'Three Ways to Partner' });
    expect(
      within(types)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Schools', 'NGOs', 'Funders']);
    expect(
      screen.getByText(
        'Trusted by 5 universities and by our pilot sites in Eindhoven and Weert, and recognised by MIT Solve, the CEB Award and La French Tech.',
      ),
    ).toBeInTheDocument();
  });

  it('links Get Involved to the external partner sign-up form in a new tab', async () => {
    await renderRoute('/partners');
    const signup = await screen.findByRole('link', { name: 'Get Involved (opens in a new tab)' });
    expect(signup).toHaveAttribute('href', EXTERNAL_LINKS.forms.partnerSignup);
    expect(signup).toHaveAttribute('target', '_blank');
    expect(signup).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Other Ways to Help' })).toHaveAttribute('href', '/get-involved');
    expect(screen.getByRole('link', { name: 'See the Ways to Partner' })).toHaveAttribute('href', '#partner-types');
  });

  it('speaks Persian', async () => {
    await renderRoute('/partners', { language: 'fa' });
    expect(await screen.findByRole('heading', { level: 1, name: 'همکاری با Rebound' })).toBeInTheDocument();
    expect(screen.getByText(/۵ دانشگاه/)).toBeInTheDocument();
  });
});
