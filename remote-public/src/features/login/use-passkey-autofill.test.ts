import { renderHook, waitFor } from '@testing-library/react';
import { passkeyAutofillSupported, signInWithPasskey, type SignInAnswer } from 'shared/security';
import { usePasskeyAutofill } from './use-passkey-autofill';

jest.mock('shared/security', () => ({
  ...jest.requireActual<object>('shared/security'),
  passkeyAutofillSupported: jest.fn(),
  signInWithPasskey: jest.fn(),
}));

type PasskeySignInOptions = NonNullable<Parameters<typeof signInWithPasskey>[0]>;

const supported = jest.mocked(passkeyAutofillSupported);
const signIn = jest.mocked(signInWithPasskey);

const answer = { data: { id: 'u1', email: 'ada@club.com' }, token: 't' } as unknown as SignInAnswer;
const notSupported = Object.assign(new Error('The operation is not supported.'), { name: 'NotSupportedError' });
const refused = Object.assign(new Error('This passkey is not registered here.'), { status: 400 });

function renderAutofill(active = true) {
  const onSignedIn = jest.fn();
  const onFailed = jest.fn();
  const hook = renderHook(({ on }) => usePasskeyAutofill(on, onSignedIn, onFailed), { initialProps: { on: active } });
  return { ...hook, onSignedIn, onFailed };
}

/** A request that never ends unless aborted, as the browser's conditional request does. */
function pending(options?: PasskeySignInOptions): Promise<SignInAnswer> {
  return new Promise((_resolve, reject) => {
    options?.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
  });
}

beforeEach(() => {
  supported.mockReset().mockResolvedValue(true);
  signIn.mockReset();
});

describe('usePasskeyAutofill', () => {
  it('signs in with the passkey picked from the autofill', async () => {
    signIn.mockResolvedValueOnce(answer);
    const { onSignedIn, onFailed } = renderAutofill();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(answer));
    expect(signIn).toHaveBeenCalledWith(expect.objectContaining({ autofill: true }));
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('asks nothing of a browser without the autofill', async () => {
    supported.mockResolvedValue(false);
    renderAutofill();
    await waitFor(() => expect(supported).toHaveBeenCalled());
    await Promise.resolve();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('says nothing and does not retry when the request fails before any passkey was picked', async () => {
    signIn.mockRejectedValueOnce(notSupported);
    const { onFailed, onSignedIn } = renderAutofill();
    await waitFor(() => expect(signIn).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onFailed).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it('reports a picked passkey the server refused, and offers the autofill again', async () => {
    signIn
      .mockImplementationOnce(async (options) => {
        options?.onChosen?.();
        throw refused;
      })
      .mockImplementation(pending);
    const { onFailed } = renderAutofill();
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(refused));
    await waitFor(() => expect(signIn).toHaveBeenCalledTimes(2));
  });

  it('stops its request when no longer active, and says nothing of the abort', async () => {
    signIn.mockImplementation(pending);
    const { rerender, onFailed } = renderAutofill();
    await waitFor(() => expect(signIn).toHaveBeenCalledTimes(1));
    const { signal } = signIn.mock.calls[0]?.[0] as PasskeySignInOptions;
    rerender({ on: false });
    expect(signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(onFailed).not.toHaveBeenCalled();
  });
});
