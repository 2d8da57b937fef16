import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useDrawnLater } from '../../src/hooks/useDrawnLater.ts';

function Screen({ ready }: { ready: boolean }) {
  const drawn = useDrawnLater(ready);
  return (
    <>
      <p>first view</p>
      <p>{drawn ? 'below: drawn' : 'below: busy'}</p>
    </>
  );
}

/** Animation frames the test runs by hand (`paint`), as the browser would once a frame is drawn. */
function manualFrames() {
  const frames = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.set(next, callback);
    return next++;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void frames.delete(id));
  return {
    pending: () => frames.size,
    paint: async () => {
      const callbacks = [...frames.values()];
      frames.clear();
      // The frame's callbacks, then the tasks that follow the paint (afterNextPaint's posted messages).
      await act(async () => {
        for (const callback of callbacks) callback(performance.now());
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('useDrawnLater', () => {
  it('draws the later parts only once the first view is ready and its frame is painted, and keeps them', async () => {
    const frames = manualFrames();
    const { rerender } = render(<Screen ready={false} />);
    expect(screen.getByText('below: busy')).toBeTruthy();
    // Not ready: nothing waits for a frame.
    expect(frames.pending()).toBe(0);

    rerender(<Screen ready />);
    expect(screen.getByText('below: busy')).toBeTruthy();
    expect(frames.pending()).toBe(1);
    await frames.paint();
    expect(screen.getByText('below: drawn')).toBeTruthy();

    // Drawn for good: the first view going back to loading does not take them away.
    rerender(<Screen ready={false} />);
    expect(screen.getByText('below: drawn')).toBeTruthy();
  });

  it('holds every part in the server’s HTML', () => {
    expect(renderToString(<Screen ready={false} />)).toContain('below: drawn');
  });
});
