import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerViewportProvider } from './server-viewport';
import { useIsDesktop, useMinWidth } from './use-min-width';

/** A media query list whose `matches` the test sets, telling its listeners as a browser does. */
class FakeMediaQueryList extends EventTarget {
  constructor(
    readonly media: string,
    public matches: boolean,
  ) {
    super();
  }

  change(matches: boolean) {
    this.matches = matches;
    this.dispatchEvent(new Event('change'));
  }
}

/** A `matchMedia` that counts the lists it makes; every width query starts at `matches`. */
function installMatchMedia(matches: boolean) {
  const made: FakeMediaQueryList[] = [];
  const matchMedia = vi.fn((query: string) => {
    const list = new FakeMediaQueryList(query, matches);
    made.push(list);
    return list as unknown as MediaQueryList;
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return { matchMedia, made };
}

function Layout() {
  const desktop = useIsDesktop();
  // A state of its own: each click renders and commits again.
  const [renders, setRenders] = useState(0);
  return (
    <button type="button" onClick={() => setRenders(renders + 1)}>
      {`${desktop ? 'desktop' : 'phone'} ${String(renders)}`}
    </button>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useMinWidth', () => {
  it('makes one media query list per query, however often the page renders', () => {
    const { matchMedia } = installMatchMedia(true);
    render(
      <>
        <Layout />
        <Layout />
      </>,
    );
    const [first] = screen.getAllByRole('button');
    for (let click = 0; click < 3; click += 1) act(() => first?.click());

    expect(first).toHaveTextContent('desktop 3');
    expect(matchMedia).toHaveBeenCalledTimes(1);
    expect(matchMedia).toHaveBeenCalledWith('(min-width: 768px)');
  });

  it('follows the window across the switch (the list tells its change)', () => {
    const { made } = installMatchMedia(true);
    render(<Layout />);
    expect(screen.getByRole('button')).toHaveTextContent('desktop');

    act(() => made[0]?.change(false));
    expect(screen.getByRole('button')).toHaveTextContent('phone');
    act(() => made[0]?.change(true));
    expect(screen.getByRole('button')).toHaveTextContent('desktop');
  });

  it('makes new lists for a new matchMedia (one installed by a test or a polyfill)', () => {
    installMatchMedia(true);
    const { unmount } = render(<Layout />);
    expect(screen.getByRole('button')).toHaveTextContent('desktop');
    unmount();

    const { matchMedia } = installMatchMedia(false);
    render(<Layout />);
    expect(screen.getByRole('button')).toHaveTextContent('phone');
    expect(matchMedia).toHaveBeenCalledTimes(1);
  });

  it('reads innerWidth and follows resizes where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    vi.stubGlobal('innerWidth', 1300);
    function Columns() {
      return <p>{useMinWidth(1200) ? 'wide' : 'narrow'}</p>;
    }
    render(<Columns />);
    expect(screen.getByText('wide')).toBeInTheDocument();

    act(() => {
      vi.stubGlobal('innerWidth', 800);
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.getByText('narrow')).toBeInTheDocument();
  });

  it('renders on the server for the width the server laid the page out for', () => {
    installMatchMedia(true);
    expect(
      renderToString(
        <ServerViewportProvider viewport="mobile">
          <Layout />
        </ServerViewportProvider>,
      ),
    ).toContain('phone');
    expect(
      renderToString(
        <ServerViewportProvider viewport="desktop">
          <Layout />
        </ServerViewportProvider>,
      ),
    ).toContain('desktop');
  });
});
