// jsdom has no layout: a component that waits for its box's size (a chart) is drawn once a
// ResizeObserver reports one. `fakeLayout()` (in a file or a describe) puts a ResizeObserver that
// records what is observed in place for each test, and answers `layOut(width, height)`, which
// reports that size for every observed box, as after a layout.
import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

export function fakeLayout(): (width: number, height: number) => void {
  const observed = new Map<Element, ResizeObserverCallback>();
  class TestResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element) {
      observed.set(target, this.callback);
    }
    unobserve(target: Element) {
      observed.delete(target);
    }
    disconnect() {
      for (const [target, callback] of observed) if (callback === this.callback) observed.delete(target);
    }
  }
  beforeEach(() => vi.stubGlobal('ResizeObserver', TestResizeObserver));
  afterEach(() => {
    observed.clear();
    vi.unstubAllGlobals();
  });
  return (width, height) =>
    act(() => {
      for (const [target, callback] of observed) callback([{ target, contentRect: { width, height } } as unknown as ResizeObserverEntry], {} as ResizeObserver);
    });
}
