import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPreload } from './lazy-preload.ts';

const Page = () => <p>PAGE</p>;

describe('lazyPreload', () => {
  it('renders a preloaded component at once, without its Suspense fallback', async () => {
    const Lazy = lazyPreload(() => Promise.resolve({ default: Page }));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>FALLBACK</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('PAGE')).toBeInTheDocument();
    expect(screen.queryByText('FALLBACK')).toBeNull();
  });

  it('suspends like React.lazy when nothing was preloaded, and loads once', async () => {
    let loads = 0;
    const Lazy = lazyPreload(() => {
      loads++;
      return Promise.resolve({ default: Page });
    });
    render(
      <Suspense fallback={<p>FALLBACK</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('FALLBACK')).toBeInTheDocument();
    expect(await screen.findByText('PAGE')).toBeInTheDocument();
    await Lazy.preload();
    expect(loads).toBe(1);
  });
});
