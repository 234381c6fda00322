import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyNamed } from './lazy-named';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('lazyNamed', () => {
  it('loads the module the first time the component renders, and renders its named export', async () => {
    const load = jest.fn(() => Promise.resolve({ Greeting, other: 1 }));
    const LazyGreeting = lazyNamed(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();
    render(<Suspense fallback={<p>Loading</p>}><LazyGreeting name="Ada" /></Suspense>);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyNamed().preload', () => {
  it('starts the load before the first render, and the render uses that same load', async () => {
    const load = jest.fn(() => Promise.resolve({ Greeting }));
    const LazyGreeting = lazyNamed(load, 'Greeting');
    LazyGreeting.preload();
    LazyGreeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(<Suspense fallback={<p>Loading</p>}><LazyGreeting name="Ada" /></Suspense>);
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed preload', async () => {
    const load = jest.fn<Promise<{ Greeting: typeof Greeting }>, []>()
      .mockReturnValueOnce(Promise.reject(new Error('offline')))
      .mockReturnValue(Promise.resolve({ Greeting }));
    const LazyGreeting = lazyNamed(load, 'Greeting');
    LazyGreeting.preload();
    await Promise.resolve();
    await Promise.resolve();
    render(<Suspense fallback={<p>Loading</p>}><LazyGreeting name="Ada" /></Suspense>);
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
