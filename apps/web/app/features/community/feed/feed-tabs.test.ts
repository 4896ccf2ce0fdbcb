import { describe, expect, it } from 'vitest';
import { feedTabHref, parseFeedTab } from './feed-tabs';

describe('feed tabs', () => {
  it('reads a known tab and falls back to "Dành cho bạn"', () => {
    expect(parseFeedTab('saved')).toBe('saved');
    expect(parseFeedTab('nope')).toBe('for-you');
    expect(parseFeedTab(null)).toBe('for-you');
  });

  it('writes the default tab without a query, the chip as similar=1', () => {
    expect(feedTabHref('for-you')).toBe('/cong-dong');
    expect(feedTabHref('for-you', true)).toBe('/cong-dong?similar=1');
    expect(feedTabHref('blook')).toBe('/cong-dong?tab=blook');
  });
});
