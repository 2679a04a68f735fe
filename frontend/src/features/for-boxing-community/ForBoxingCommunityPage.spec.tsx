import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../test-support/render';

describe('ForBoxingCommunityPage', () => {
  it('shows every block of the page in order', async () => {
    await renderRoute('/for-boxing-community');
    expect(await screen.findByRole('heading', { level: 1, name: 'Train Smarter. Lift Your Whole Neighbourhood.' })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .slice(0, 6)
        .map((heading) => heading.textContent),
    ).toEqual([
      'Why Boxers Train with Rebound',
      'Your Training, in Numbers',
      'One Bag, Three Places to Train',
      'The Technology Inside',
      'Stories from the Ring',
      'Boxing for Everyone',
    ]);
  });

  it('lists the benefits', async () => {
    await renderRoute('/for-boxing-community');
    const benefits = await screen.findByRole('region', { name: 'Why Boxers Train with Rebound' });
    expect(within(benefits).getAllByRole('listitem')).toHaveLength(6);
  });

  it('shows the performance metrics as figures with their labels', async () => {
    await renderRoute('/for-boxing-community');
    const metrics = await screen.findByRole('region', { name: 'Your Training, in Numbers' });
    expect(metrics).toHaveAttribute('id', 'metrics');
    const figures = within(metrics)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures).toEqual([
      ['Peak punch force', '2,500 N'],
      ['Accuracy on target', '94%'],
      ['Sessions logged', '156'],
      ['Average power since the start', '+23%'],
    ]);
  });

  it('has three environments, four technology features and two impact stories', async () => {
    await renderRoute('/for-boxing-community');
    const headingsIn = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    await screen.findByRole('heading', { level: 1 });
    expect(headingsIn('One Bag, Three Places to Train')).toEqual(['In the Gym', 'At Home', 'In the Community Centre']);
    expect(headingsIn('The Technology Inside')).toEqual(['Motion Sensor', 'ESP32 Board', 'Round Display', 'AI Coaching App']);
    expect(headingsIn('Stories from the Ring')).toEqual(['Boxing Nights for Young People', 'Professionals as Mentors']);
    const stories = screen.getByRole('region', { name: 'Stories from the Ring' });
    expect(within(stories).getByText(/^45 young people joined/)).toBeInTheDocument();
    expect(within(stories).getByText(/^12 professional boxers/)).toBeInTheDocument();
  });

  it('closes with the 0 euro, 24/7 and 100% tiles and working calls to action', async () => {
    await renderRoute('/for-boxing-community');
    const access = await screen.findByRole('region', { name: 'Boxing for Everyone' });
    expect(within(access).getByText('€0')).toBeInTheDocument();
    expect(within(access).getByText('24/7')).toBeInTheDocument();
    expect(within(access).getByText('100%')).toBeInTheDocument();
    expect(within(access).getByRole('link', { name: /Bring Rebound to Your Gym/ })).toHaveAttribute('href', '/get-involved#interest-form');
    expect(within(access).getByRole('link', { name: /Build Your Own Bag/ })).toHaveAttribute('href', '/diy-hub');
    expect(screen.getByRole('link', { name: /See the Numbers/ })).toHaveAttribute('href', '#metrics');
    expect(screen.getByRole('link', { name: /Join the Community/ })).toHaveAttribute('href', '/community');
  });

  it('is in Persian for Persian readers, figures in Persian digits', async () => {
    await renderRoute('/for-boxing-community', { language: 'fa' });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(/\p{Script=Arabic}/u);
    expect(screen.getByText('۱۵۶')).toBeInTheDocument();
  });
});
