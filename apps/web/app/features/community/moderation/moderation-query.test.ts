import { describe, expect, it } from 'vitest';
import { contentHref, parseQueueQuery, queueHref, refusalsHref } from './moderation-query';

describe('moderation desk addresses', () => {
  it('reads the tab, the type filter and the page, dropping anything unknown', () => {
    expect(parseQueueQuery(new URLSearchParams('status=resolved&type=reply&page=3'))).toEqual({
      status: 'resolved',
      targetType: 'reply',
      page: 3,
    });
    expect(parseQueueQuery(new URLSearchParams('status=x&type=shop&page=-1'))).toEqual({
      status: 'open',
      page: 1,
    });
  });

  it('writes the shortest address for a query', () => {
    expect(queueHref({ status: 'open', page: 1 })).toBe('/quan-tri/kiem-duyet');
    expect(queueHref({ status: 'resolved', targetType: 'blook', page: 2 })).toBe(
      '/quan-tri/kiem-duyet?status=resolved&type=blook&page=2',
    );
    expect(refusalsHref(1)).toBe('/quan-tri/kiem-duyet/chan-tu-dong');
    expect(refusalsHref(4)).toBe('/quan-tri/kiem-duyet/chan-tu-dong?page=4');
  });

  it('opens a reply on its post and a blook on its own page', () => {
    expect(contentHref({ targetType: 'reply', targetId: 'r1', postId: 'p1' })).toBe('/post/p1');
    expect(contentHref({ targetType: 'post', targetId: 'p2', postId: 'p2' })).toBe('/post/p2');
    expect(contentHref({ targetType: 'blook', targetId: 'b1', postId: null })).toBe('/blook/b1');
    expect(contentHref({ targetType: 'post', targetId: 'p3', postId: null })).toBeNull();
  });
});
