import { routeMatcher, routeParams } from './route-matcher.js';

describe('routeMatcher (as React Router matches; the smoke suite compares the two on the built table)', () => {
  const routes = ['/', '/repair', '/repair/:category', '/repair/:category/:device', '/about', '*'].map(
    (pattern) => ({ pattern }),
  );
  const match = routeMatcher(routes);

  it.each([
    ['/', '/'],
    ['/repair', '/repair'],
    ['/repair/', '/repair'],
    ['/REPAIR', '/repair'],
    ['/repair/iphone', '/repair/:category'],
    ['/repair/iphone/x', '/repair/:category/:device'],
    ['/repair/iphone/x/y', '*'],
    ['//repair', '*'],
    ['/repair//x', '*'],
    ['/about', '/about'],
    ['/nope', '*'],
  ])('%s -> %s', (path, pattern) => {
    expect(match(path)?.pattern).toBe(pattern);
  });

  it('prefers static segments to parameters whatever the order of the table', () => {
    const m = routeMatcher([{ pattern: '/a/:x' }, { pattern: '/a/b' }]);
    expect(m('/a/b')?.pattern).toBe('/a/b');
    expect(m('/a/c')?.pattern).toBe('/a/:x');
    expect(routeMatcher([{ pattern: '/a' }])('/b')).toBeUndefined();
  });

  it('reads the parameters of a matched path, decoded', () => {
    expect(routeParams('/repair/:category/:device', '/repair/iphone/x%20y/')).toEqual({
      category: 'iphone',
      device: 'x y',
    });
    expect(routeParams('/track/:token', '/track/%E0%A4%A')).toEqual({ token: '%E0%A4%A' });
    expect(routeParams('/about', '/about')).toEqual({});
  });
});
