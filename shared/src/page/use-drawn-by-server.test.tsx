import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useDrawnByServer } from './use-drawn-by-server';

function Probe({ seen }: { seen: boolean[] }) {
  const drawnByServer = useDrawnByServer();
  seen.push(drawnByServer);
  return <p>{drawnByServer ? 'server' : 'browser'}</p>;
}

describe('useDrawnByServer', () => {
  it('is true on the server', () => {
    expect(renderToString(<Probe seen={[]} />)).toContain('server');
  });

  it('is true while hydrating the server\'s markup, then false', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={[]} />);
    document.body.appendChild(container);
    const seen: boolean[] = [];
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => { hydrateRoot(container, <Probe seen={seen} />); });
    expect(seen[0]).toBe(true);
    expect(seen[seen.length - 1]).toBe(false);
    expect(container.textContent).toBe('browser');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('is false in a render of the browser\'s own', () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen).not.toContain(true);
    expect(screen.getByText('browser')).toBeInTheDocument();
  });
});
