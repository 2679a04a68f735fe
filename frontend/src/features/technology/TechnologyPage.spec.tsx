import { screen, within } from '@testing-library/react';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { renderRoute } from '../../test-support/render';

const main = () => within(screen.getByRole('main'));

function expectInDocumentOrder(elements: HTMLElement[]) {
  for (let index = 1; index < elements.length; index++) {
    expect(elements[index - 1].compareDocumentPosition(elements[index]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
}

describe('TechnologyPage', () => {
  it('shows the three parts of the system in order, then the early-access call', async () => {
    await renderRoute('/technology');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Technology Inside Rebound' })).toBeInTheDocument();
    expectInDocumentOrder(
      ['A Bag That Feels Every Punch', 'A Coach in Your Pocket', 'Progress You Can See', 'Be Among the First to Train with Rebound'].map(
        (name) => main().getByRole('heading', { level: 2, name }),
      ),
    );
  });

  it('names the hardware of the smart bag and draws each part with a described illustration', async () => {
    await renderRoute('/technology');
    const bag = await screen.findByRole('region', { name: 'A Bag That Feels Every Punch' });
    for (const part of ['ESP32 Board', 'QMI8658 Motion Sensor', '1.28 Inch Round Screen', 'Bluetooth', 'Made from Waste Tyres']) {
      expect(within(bag).getByRole('heading', { level: 3, name: part })).toBeInTheDocument();
    }
    expect(within(bag).getByText(/about €90 in parts/)).toBeInTheDocument();
    expect(within(bag).getByRole('img', { name: /the ESP32 board and motion sensor inside/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'A Coach in Your Pocket' })).getByRole('img', { name: /a phone running the Rebound app/ }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Progress You Can See' })).getByRole('img', { name: /dashboard in a browser window/ }),
    ).toBeInTheDocument();
  });

  it('puts the coach illustration on the other side from the bag and the dashboard', async () => {
    const { container } = await renderRoute('/technology');
    await screen.findByRole('heading', { level: 1 });
    const grids = ['smart-bag', 'ai-coach', 'dashboard'].map((id) => container.querySelector(`#${id} > div`));
    expect(grids.map((grid) => grid?.classList.contains('mediaStart'))).toEqual([false, true, false]);
  });

  it('links to each part, to the API documentation and to the external early-access form in a new tab', async () => {
    await renderRoute('/technology');
    const jumpNav = await screen.findByRole('navigation', { name: 'Parts of the system' });
    expect(
      within(jumpNav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#smart-bag', '#ai-coach', '#dashboard']);
    expect(main().getByRole('link', { name: 'Read the API Documentation' })).toHaveAttribute('href', '/for-developers#api-docs');
    const earlyAccess = main().getByRole('link', { name: 'Request Early Access (opens in a new tab)' });
    expect(earlyAccess).toHaveAttribute('href', EXTERNAL_LINKS.forms.earlyAccess);
    expect(earlyAccess).toHaveAttribute('target', '_blank');
    expect(earlyAccess).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(main().getByRole('link', { name: 'Or Build Your Own Bag' })).toHaveAttribute('href', '/diy-hub');
  });

  it('is written in Persian for Persian readers', async () => {
    await renderRoute('/technology', { language: 'fa' });
    expect(await screen.findByRole('heading', { level: 1, name: 'فناوری درون Rebound' })).toBeInTheDocument();
    expect(main().getByText(/۹۰/)).toBeInTheDocument();
  });
});
