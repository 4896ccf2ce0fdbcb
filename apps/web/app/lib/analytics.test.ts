import { describe, expect, it, vi } from 'vitest';
import { oncePerView } from './analytics';

describe('oncePerView', () => {
  it('pushes a page view once however often the page mounts, and again on a new visit', () => {
    const push = vi.fn();
    oncePerView('history-1', 'product-a', push);
    oncePerView('history-1', 'product-a', push);
    expect(push).toHaveBeenCalledTimes(1);
    oncePerView('history-2', 'product-a', push);
    oncePerView('history-2', 'product-b', push);
    expect(push).toHaveBeenCalledTimes(3);
  });
});
