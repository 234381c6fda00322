import { externalUrl } from './external-url';

describe('externalUrl', () => {
  it('keeps an https or http link', () => {
    expect(externalUrl('https://www.instagram.com/ada')).toBe('https://www.instagram.com/ada');
    expect(externalUrl(' https://www.linkedin.com/in/ada-lovelace/ ')).toBe('https://www.linkedin.com/in/ada-lovelace/');
    expect(externalUrl('http://linkedin.com/in/ada')).toBe('http://linkedin.com/in/ada');
  });

  it.each([null, undefined, '', '  ', 'instagram.com/ada', 'javascript:alert(1)', 'data:text/html,hi', 'mailto:a@b.co'])(
    'gives undefined for %p',
    (value) => {
      expect(externalUrl(value)).toBeUndefined();
    },
  );
});
