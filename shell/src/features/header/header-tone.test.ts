import { headerTone } from './header-tone';

describe('headerTone', () => {
  it('is transparent on the landing page until scrolled', () => {
    expect(headerTone('/', false)).toBe('transparent');
  });

  it.each(['/login', '/forgot-password', '/reset-password/abc', '/privacy', '/user', '/admin', '/nowhere'])(
    'is black on %s until scrolled',
    (path) => {
      expect(headerTone(path, false)).toBe('black');
    },
  );

  it.each(['/', '/login', '/user'])('is white on %s once scrolled', (path) => {
    expect(headerTone(path, true)).toBe('white');
  });
});
