import { describe, expect, it } from 'vitest';
import { auditHref, parseAuditQuery, parseQueueQuery, queueHref } from './review-query';

describe('review queue addresses', () => {
  it('reads the tab and page, falling back to pending and page 1', () => {
    expect(parseQueueQuery(new URLSearchParams('status=rejected&page=3'))).toEqual({
      status: 'rejected',
      page: 3,
    });
    expect(parseQueueQuery(new URLSearchParams('status=draft&page=-2'))).toEqual({
      status: 'pending',
      page: 1,
    });
    expect(parseQueueQuery(new URLSearchParams('page=1.5'))).toEqual({ status: 'pending', page: 1 });
  });

  it('writes the shortest address for a tab and page', () => {
    expect(queueHref('/quan-tri/cua-hang', { status: 'pending', page: 1 })).toBe('/quan-tri/cua-hang');
    expect(queueHref('/quan-tri/san-pham', { status: 'approved', page: 2 })).toBe(
      '/quan-tri/san-pham?status=approved&page=2',
    );
  });

  it('keeps only known audit filters', () => {
    expect(parseAuditQuery(new URLSearchParams('targetType=shop&action=shop.reject&page=2'))).toEqual({
      page: 2,
      targetType: 'shop',
      action: 'shop.reject',
    });
    expect(parseAuditQuery(new URLSearchParams('targetType=user&action=drop'))).toEqual({ page: 1 });
    expect(auditHref({ page: 1, action: 'refund.approve' })).toBe('/quan-tri/nhat-ky?action=refund.approve');
  });
});
