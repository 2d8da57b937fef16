import { act, render, screen } from '@testing-library/react';
import { usePhoneLayout } from '../../src/hooks/usePhoneLayout.ts';

/** A `matchMedia` with one live list whose answer the test changes; counts the lists it makes. */
function fakeMatchMedia(matches: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches,
    addEventListener: (_: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_: 'change', listener: () => void) => listeners.delete(listener),
  };
  const matchMedia = vi.fn((_query: string) => list as unknown as MediaQueryList);
  const change = (next: boolean) => {
    list.matches = next;
    for (const listener of listeners) listener();
  };
  return { matchMedia, change };
}

function Layout({ name }: { name: string }) {
  return (
    <p>
      {name}: {usePhoneLayout() ? 'phone' : 'wide'}
    </p>
  );
}

afterEach(() => {
  // @ts-expect-error jsdom has no matchMedia
  delete window.matchMedia;
});

describe('usePhoneLayout', () => {
  it('says wide where media queries are unknown', () => {
    render(<Layout name="bar" />);
    expect(screen.getByText('bar: wide')).toBeTruthy();
  });

  it('follows the viewport, asking the browser for the query once however often its parts render', () => {
    const fake = fakeMatchMedia(false);
    window.matchMedia = fake.matchMedia;
    const { rerender } = render(
      <>
        <Layout name="bar" />
        <Layout name="list" />
      </>,
    );
    for (let i = 0; i < 3; i++)
      rerender(
        <>
          <Layout name="bar" />
          <Layout name="list" />
        </>,
      );
    expect(screen.getByText('bar: wide')).toBeTruthy();
    act(() => fake.change(true));
    expect(screen.getByText('bar: phone')).toBeTruthy();
    expect(screen.getByText('list: phone')).toBeTruthy();
    expect(fake.matchMedia).toHaveBeenCalledTimes(1);
    expect(fake.matchMedia).toHaveBeenCalledWith('(max-width: 600px)');
  });

  it('asks a matchMedia put in later (another window, a test) rather than keeping the first one’s answer', () => {
    const first = fakeMatchMedia(false);
    window.matchMedia = first.matchMedia;
    const { unmount } = render(<Layout name="bar" />);
    expect(screen.getByText('bar: wide')).toBeTruthy();
    unmount();
    window.matchMedia = fakeMatchMedia(true).matchMedia;
    render(<Layout name="bar" />);
    expect(screen.getByText('bar: phone')).toBeTruthy();
  });
});
