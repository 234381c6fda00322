import { dropPrerendered, firstPageLoaded } from './first-page';

jest.mock('../federation/loaded-modules', () => ({ loadAndRemember: jest.fn() }));
const { loadAndRemember } = jest.requireMock<{ loadAndRemember: jest.Mock }>('../federation/loaded-modules');

describe('firstPageLoaded', () => {
  beforeEach(() => loadAndRemember.mockReset());

  it('loads the landing page module for / and resolves once it has loaded', async () => {
    loadAndRemember.mockResolvedValue({ default: () => null });
    await firstPageLoaded('/');
    expect(loadAndRemember).toHaveBeenCalledWith('remote_public/landing-page');
  });

  it('loads nothing for pages that are not prerendered', async () => {
    await firstPageLoaded('/login');
    expect(loadAndRemember).not.toHaveBeenCalled();
  });

  it('resolves when the module fails (the slot shows its fallback later)', async () => {
    loadAndRemember.mockRejectedValue(new Error('offline'));
    await expect(firstPageLoaded('/')).resolves.toBeUndefined();
  });

  it('waits for a slow remote no longer than the given time', async () => {
    jest.useFakeTimers();
    try {
      loadAndRemember.mockReturnValue(new Promise(() => {}));
      let done = false;
      void firstPageLoaded('/', 3000).then(() => { done = true; });
      await jest.advanceTimersByTimeAsync(2999);
      expect(done).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('dropPrerendered', () => {
  it('removes the prerendered styles and markup, and nothing else', () => {
    document.head.innerHTML = '<style data-prerendered>h1{}</style><style id="live">p{}</style>';
    document.body.innerHTML = '<div id="root"><div inert data-prerendered>old</div></div>';
    dropPrerendered();
    expect(document.querySelectorAll('[data-prerendered]')).toHaveLength(0);
    expect(document.getElementById('live')).not.toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
  });
});
