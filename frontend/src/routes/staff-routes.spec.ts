import { SITE_ROUTES, STAFF_AREA_PATH } from './site-routes';
import { adminPostPath, pathInStaffArea, STAFF_ROUTES, staffPath } from './staff-routes';

describe('the route list in two parts', () => {
  it('keeps every staff page under the staff area and none in the public part', () => {
    expect(STAFF_ROUTES.length).toBeGreaterThan(0);
    for (const route of STAFF_ROUTES) {
      expect(route.path.startsWith(`${STAFF_AREA_PATH}/`)).toBe(true);
      expect(route.rendering).toBe('browser');
    }
    expect(SITE_ROUTES.filter((route) => route.path.startsWith(STAFF_AREA_PATH))).toEqual([]);
  });

  it('names each route once across both parts', () => {
    const ids = [...SITE_ROUTES, ...STAFF_ROUTES].map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("gives the staff's router paths below the area and the pages their addresses", () => {
    expect(pathInStaffArea('/admin/posts/:id')).toBe('posts/:id');
    expect(() => pathInStaffArea('/blog')).toThrow();
    expect(staffPath('adminPosts')).toBe('/admin/posts');
    expect(adminPostPath('a b')).toBe('/admin/posts/a%20b');
  });
});
