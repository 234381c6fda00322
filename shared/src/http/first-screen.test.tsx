/** @jest-environment node */
import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { FirstScreenContext, serverAnswers, type ServerAnswers } from './first-screen';
import { useLoad } from './use-load';

const read = (body: unknown) => (typeof (body as { n?: unknown }).n === 'number' ? body as { n: number } : null);

function Count({ path }: { path: string }) {
  const { state } = useLoad(async () => ({ n: -1 }), { firstScreen: { path, read } });
  return <p>{state.status === 'loaded' ? `count ${state.data.n}` : 'loading'}</p>;
}

async function serverDraws(answers: ServerAnswers, paths: string[]): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <FirstScreenContext value={answers}>
      <Suspense fallback="fallback">{paths.map((path, i) => <Count key={i} path={path} />)}</Suspense>
    </FirstScreenContext>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // Without the boundary's markers.
  return html.replace(/<!--\/?\$-->/g, '');
}

describe('first-screen answers on the server', () => {
  it('draws the screen with the API\'s answer, asks each path once, and keeps the answer for the page', async () => {
    const ask = jest.fn(async () => ({ n: 7 }));
    const answers = serverAnswers(ask);
    const html = await serverDraws(answers, ['admin/stats', 'admin/stats']);
    expect(html).toBe('<p>count 7</p><p>count 7</p>');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask).toHaveBeenCalledWith('admin/stats');
    expect(answers.answered()).toEqual({ 'admin/stats': { n: 7 } });
  });

  it('draws the loading state, and carries nothing, when the API does not answer', async () => {
    for (const ask of [jest.fn(async () => { throw new Error('down'); }), jest.fn(async () => undefined)]) {
      const answers = serverAnswers(ask);
      expect(await serverDraws(answers, ['admin/stats'])).toBe('<p>loading</p>');
      expect(answers.answered()).toEqual({});
    }
  });

  it('never asks for a path that is not a plain API path', async () => {
    const ask = jest.fn(async () => ({ n: 1 }));
    const answers = serverAnswers(ask);
    expect(await serverDraws(answers, ['../auth/me', 'admin/stats?x=1', 'http://elsewhere/x', '/admin/stats'])).toBe('<p>loading</p>'.repeat(4));
    expect(ask).not.toHaveBeenCalled();
  });
});
