/**
 * @jest-environment node
 */
import { metricsPortSetting, renderRouteLabel } from './render-metrics';

describe('renderRouteLabel', () => {
  it('names a page by its route, the same for every post and every language', () => {
    expect(renderRouteLabel('/blog')).toBe('blog');
    expect(renderRouteLabel('/nl/blog')).toBe('blog');
    expect(renderRouteLabel('/blog/why-tyres')).toBe('blogPost');
    expect(renderRouteLabel('/fa/blog/another-post')).toBe('blogPost');
  });

  it("names the server's own addresses and every language's feed as one", () => {
    expect(renderRouteLabel('/health')).toBe('/health');
    expect(renderRouteLabel('/sitemap.xml')).toBe('/sitemap.xml');
    expect(renderRouteLabel('/feed.xml')).toBe('feed');
    expect(renderRouteLabel('/nl/feed.xml')).toBe('feed');
  });

  it('gives any other address the one unmatched label', () => {
    for (const address of ['/no-such-page/x1', '/blog/%FF', '/wp-login.php', `/${'a'.repeat(3000)}`])
      expect(renderRouteLabel(address)).toBe('unmatched');
  });
});

describe('metricsPortSetting', () => {
  it('is off when unset, empty or 0, and a port otherwise', () => {
    expect([undefined, '', ' ', '0'].map(metricsPortSetting)).toEqual([0, 0, 0, 0]);
    expect(metricsPortSetting('9466')).toBe(9466);
  });

  it('refuses anything but a port', () => {
    for (const value of ['abc', '-1', '65536', '9466x', '1e3']) expect(() => metricsPortSetting(value)).toThrow(/RENDERER_METRICS_PORT/);
  });
});
