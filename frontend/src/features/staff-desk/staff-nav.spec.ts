import { roleMayUse } from '@rebound/shared';
import { STAFF_ROUTES } from '../../routes/staff-routes';
import { STAFF_NAV } from './staff-nav';

describe('the staff navigation', () => {
  it('lists every staff page with a fixed path that is a place to go to, in the route list order, each with its label', () => {
    const linkPages = ['/admin/forgot-password', '/admin/invitation', '/admin/reset-password', '/admin/setup'];
    const fixedPaths = STAFF_ROUTES.filter((route) => !route.path.includes(':')).map((route) => route.path);
    expect(STAFF_NAV.map((item) => item.path)).toEqual(fixedPaths.filter((path) => !linkPages.includes(path)));
    expect(fixedPaths).toEqual(
      expect.arrayContaining(['/admin/leads', '/admin/personal-data', '/admin/subscribers', '/admin/posts', '/admin/accounts']),
    );
    for (const item of STAFF_NAV) expect(item.labelKey).toMatch(/^admin\.nav\./);
  });

  it('leaves out the pages of one lead or one post (their list stays marked)', () => {
    expect(STAFF_NAV.some((item) => item.path.includes(':'))).toBe(false);
  });

  it('gives an editor the blog and their own account only, and the owner every page', () => {
    expect(STAFF_NAV.filter((item) => roleMayUse('editor', item.area)).map((item) => item.path)).toEqual([
      '/admin/posts',
      '/admin/account',
    ]);
    expect(STAFF_NAV.filter((item) => roleMayUse('owner', item.area))).toHaveLength(STAFF_NAV.length);
  });
});
