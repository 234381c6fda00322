import { memberUser } from 'shared/testing';
import {
  draftOf, IMAGE_ACCEPT, isUnchanged, MAX_PICTURE_BYTES, PICTURE_MESSAGES, pictureProblem, toProfileEdit,
} from './profile-draft';

const png = (size = 10) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });

describe('draftOf', () => {
  it("starts from the member's name and phone, an absent phone as empty", () => {
    expect(draftOf(memberUser)).toEqual({ fullName: 'Ada Lovelace', phone: '+13125550100' });
    expect(draftOf({ fullName: 'Ada', phone: null })).toEqual({ fullName: 'Ada', phone: '' });
  });
});

describe('isUnchanged', () => {
  const user = { fullName: 'Ada Lovelace', phone: '+13125550100' };

  it('is true when the trimmed values equal the current ones and no file is chosen', () => {
    expect(isUnchanged({ fullName: 'Ada Lovelace', phone: '+13125550100' }, user, null)).toBe(true);
    expect(isUnchanged({ fullName: '  Ada Lovelace ', phone: ' +13125550100  ' }, user, null)).toBe(true);
  });

  it('treats an empty phone as equal to no phone', () => {
    expect(isUnchanged({ fullName: 'Ada', phone: '   ' }, { fullName: 'Ada', phone: null }, null)).toBe(true);
  });

  it('is false when the name or the phone changed', () => {
    expect(isUnchanged({ fullName: 'Ada King', phone: '+13125550100' }, user, null)).toBe(false);
    expect(isUnchanged({ fullName: 'Ada Lovelace', phone: '' }, user, null)).toBe(false);
    expect(isUnchanged({ fullName: 'ada lovelace', phone: '+13125550100' }, user, null)).toBe(false);
  });

  it('is false when a new picture is chosen', () => {
    expect(isUnchanged(draftOf(user), user, png())).toBe(false);
  });
});

describe('pictureProblem', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/gif'])('accepts %s', (type) => {
    expect(pictureProblem(new File(['x'], 'a', { type }))).toBeUndefined();
  });

  it.each(['image/svg+xml', 'application/pdf', 'text/plain', ''])('refuses %p', (type) => {
    expect(pictureProblem(new File(['x'], 'a', { type }))).toBe(PICTURE_MESSAGES.notAnImage);
  });

  it('refuses a picture over 5 MB, accepts one of exactly 5 MB', () => {
    expect(pictureProblem(png(MAX_PICTURE_BYTES))).toBeUndefined();
    expect(pictureProblem(png(MAX_PICTURE_BYTES + 1))).toBe(PICTURE_MESSAGES.tooLarge);
  });

  it('matches the chooser’s accept list', () => {
    expect(IMAGE_ACCEPT).toBe('image/png,image/jpeg,image/webp,image/gif');
  });
});

describe('toProfileEdit', () => {
  it('trims the values and sends an empty phone as null', () => {
    expect(toProfileEdit({ fullName: ' Ada King ', phone: ' +1 312 555 0100 ' }, null))
      .toEqual({ fullName: 'Ada King', phone: '+1 312 555 0100', profilePicture: null });
    expect(toProfileEdit({ fullName: 'Ada', phone: '  ' }, 'https://storage.example/a.png'))
      .toEqual({ fullName: 'Ada', phone: null, profilePicture: 'https://storage.example/a.png' });
  });
});
