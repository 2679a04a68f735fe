import { STAFF_ROUTES } from '../../routes/staff-routes';
import { STAFF_NAV } from './staff-nav';

describe('the staff navigation', () => {
  it('lists every staff page with a fixed path, in the route list order, each with its label', () => {
    const fixedPaths = STAFF_ROUTES.filter((route) => !route.path.includes(':')).map((route) => route.path);
    expect(STAFF_NAV.map((item) => item.path)).toEqual(fixedPaths);
    expect(fixedPaths).toEqual(expect.arrayContaining(['/admin/leads', '/admin/personal-data', '/admin/subscribers', '/admin/posts']));
    for (const item of STAFF_NAV) expect(item.labelKey).toMatch(/^admin\.nav\./);
  });

  it('leaves out the pages of one lead or one post (their list stays marked)', () => {
    expect(STAFF_NAV.some((item) => item.path.includes(':'))).toBe(false);
  });
});
