import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXTERNAL_LINKS } from '../../app/config/external-links';
import { renderRoute } from '../../test-support/render';

const main = () => within(screen.getByRole('main'));

function expectInDocumentOrder(elements: HTMLElement[]) {
  for (let index = 1; index < elements.length; index++) {
    expect(elements[index - 1].compareDocumentPosition(elements[index]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
}

describe('EarlyAdoptersPage', () => {
  it('shows every block in the order of the spec', async () => {
    await renderRoute('/early-adopters');
    expect(await screen.findByRole('heading', { level: 1, name: 'Be One of the First 30 to Train with Rebound' })).toBeInTheDocument();
    expect(main().getByText('Founding Member Programme')).toBeInTheDocument();
    expectInDocumentOrder([
      main().getByRole('region', { name: 'The programme at a glance' }),
      ...[
        'The Story Behind the Bag',
        'Meet the Prototype',
        'What Founding Members Get',
        'Why Limburg & Brabant',
        'The Founding Member Offer',
      ].map((name) => main().getByRole('heading', { level: 2, name })),
    ]);
  });

  it('highlights the region, the 30 spots and the 6 months of priority', async () => {
    await renderRoute('/early-adopters');
    const highlights = within(await screen.findByRole('region', { name: 'The programme at a glance' }));
    expect(highlights.getAllByRole('listitem').map((tile) => tile.querySelectorAll('p')[1].textContent)).toEqual([
      'Limburg & Brabant',
      'Only 30 spots',
      '6 months of priority',
    ]);
  });

  it('sends both reserve buttons to the external sign-up form in a new tab', async () => {
    await renderRoute('/early-adopters');
    await screen.findByRole('heading', { level: 1 });
    for (const name of ['Reserve Your Spot (opens in a new tab)', 'Reserve Your Spot Now (opens in a new tab)']) {
      const link = main().getByRole('link', { name });
      expect(link).toHaveAttribute('href', EXTERNAL_LINKS.forms.earlyAdopterSignup);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(main().getByRole('link', { name: 'Join the Founding Members (opens in a new tab)' })).toHaveAttribute(
      'href',
      EXTERNAL_LINKS.forms.earlyAdopterSignup,
    );
  });

  it('takes Learn More to the benefits section', async () => {
    const user = userEvent.setup();
    await renderRoute('/early-adopters');
    const learnMore = await screen.findByRole('link', { name: 'Learn More' });
    expect(learnMore).toHaveAttribute('href', '#benefits');
    const benefits = document.getElementById('benefits');
    expect(benefits).toHaveAccessibleName('What Founding Members Get');
    expect(
      within(benefits as HTMLElement)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['The Complete System', 'Personal Training and Support', 'An Exclusive Community']);
    await user.click(learnMore);
    expect(window.location.hash).toBe('#benefits');
  });

  it('plays the founder video only on request and tells the story beside it', async () => {
    const user = userEvent.setup();
    await renderRoute('/early-adopters');
    const story = within(await screen.findByRole('region', { name: 'The Story Behind the Bag' }));
    expect(story.queryByTitle('Our Founder on Why Rebound Exists')).toBeNull();
    expect(story.getByText(/In 2010, a journey of 8,000 km/)).toBeInTheDocument();
    await user.click(story.getByRole('button', { name: 'Play Video: Our Founder on Why Rebound Exists' }));
    expect(story.getByTitle('Our Founder on Why Rebound Exists')).toHaveAttribute(
      'src',
      expect.stringContaining(EXTERNAL_LINKS.videos.founder.id),
    );
  });

  it('shows the prototype at the #prototype anchor, where /prototype leads', async () => {
    await renderRoute('/prototype');
    const prototype = await screen.findByRole('region', { name: 'Meet the Prototype' });
    expect(prototype).toHaveAttribute('id', 'prototype');
    expect(
      within(prototype).getByRole('img', { name: /ESP32 board and the QMI8658 motion sensor, the round 1\.28 inch screen/ }),
    ).toBeInTheDocument();
    expect(
      within(prototype)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Feels Every Punch', 'Feedback Right on the Bag', 'Built from Waste Tyres']);
  });

  it('closes with the offer: price, discount, support and community', async () => {
    await renderRoute('/early-adopters');
    const offer = within(await screen.findByRole('region', { name: 'The Founding Member Offer' }));
    expect(offer.getByText('€2,500')).toBeInTheDocument();
    expect(offer.getByText('40% below the expected retail price')).toBeInTheDocument();
    expect(offer.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'The complete Rebound system',
      '6 months of priority support',
      'Lifetime access to the founding member community',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Why Limburg & Brabant' })).getByRole('heading', { level: 3, name: '30 Founding Members' }),
    ).toBeInTheDocument();
  });

  it('is written in Persian, with Persian digits, for Persian readers', async () => {
    await renderRoute('/early-adopters', { language: 'fa' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'جزو ۳۰ عضو نخستینی باشید که با Rebound تمرین می‌کنند' }),
    ).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'بیشتر بدانید' })).toHaveAttribute('href', '#benefits');
  });
});
