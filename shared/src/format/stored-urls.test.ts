import { instagramHref, linkedinHref, storedPicture } from './stored-urls';

const HOSTILE = [null, undefined, '', '  ', 'instagram.com/ada', 'javascript:alert(1)', ' JaVaScRiPt:alert(1)',
  'data:text/html,hi', '//evil.test/ada', 'https://evil.test/ada', 'https://instagram.com.evil.test/ada',
  'https://instagram.com@evil.test/ada', 'mailto:a@b.co'];

describe('instagramHref and linkedinHref', () => {
  it('keep a profile link on their own host, trimmed', () => {
    expect(instagramHref(' https://www.instagram.com/ada ')).toBe('https://www.instagram.com/ada');
    expect(linkedinHref('https://www.linkedin.com/in/ada-lovelace/')).toBe('https://www.linkedin.com/in/ada-lovelace/');
  });

  it('do not take each other\'s host', () => {
    expect(instagramHref('https://www.linkedin.com/in/ada')).toBeUndefined();
    expect(linkedinHref('https://www.instagram.com/ada')).toBeUndefined();
  });

  it.each(HOSTILE)('give undefined for %p', (value) => {
    expect(instagramHref(value)).toBeUndefined();
    expect(linkedinHref(value)).toBeUndefined();
  });
});

describe('storedPicture', () => {
  const STORAGE = 'https://club.example/storage/v1';

  it('keeps a picture on the storage origin', () => {
    const url = 'https://club.example/storage/v1/object/public/avatars/u1/a.png';
    expect(storedPicture(url, STORAGE)).toBe(url);
  });

  it.each([...HOSTILE, 'https://evil.test/storage/v1/object/public/avatars/a.png', 'http://club.example/a.png'])(
    'gives null for %p',
    (value) => {
      expect(storedPicture(value, STORAGE)).toBeNull();
    },
  );
});
