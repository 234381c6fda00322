import { httpStatusOf } from 'shared';
import { answerWith, jsonResponse, stubFetch } from 'shared/testing';
import { blockBody, changeVerification, unblockBody } from './change-verification';

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => fetchMock.mockRestore());

describe('blockBody / unblockBody', () => {
  it('blocks with isVerified false and the reason; unblocks with isVerified true and no reason', () => {
    expect(blockBody('u-1', 'Rude to staff')).toEqual({ userId: 'u-1', isVerified: false, reason: 'Rude to staff' });
    expect(unblockBody('u-1')).toEqual({ userId: 'u-1', isVerified: true });
  });
});

describe('changeVerification', () => {
  it('POSTs the body as JSON to admin/membership/change-verification', async () => {
    const sent = answerWith(fetchMock, () => jsonResponse({ success: true }));
    await changeVerification(blockBody('u-1', 'Rude to staff'));
    expect(sent).toEqual([{
      method: 'POST',
      url: 'http://localhost/api/admin/membership/change-verification',
      body: { userId: 'u-1', isVerified: false, reason: 'Rude to staff' },
    }]);
  });

  it('rejects with the status on an error answer, without retrying', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'No such user' }, 404));
    expect(httpStatusOf(await changeVerification(unblockBody('u-1')).catch((e: unknown) => e))).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
