import { LIMITS } from '@cho-dep/core/constants/limits';
import { describe, expect, it } from 'vitest';
import { outboxHref, pageCount, parseOutboxQuery } from './outbox-query';

const parse = (search: string) => parseOutboxQuery(new URLSearchParams(search));

describe('parseOutboxQuery', () => {
  it('reads the page and the trimmed recipient', () => {
    expect(parse('page=3&recipient=%20an@demo.vn%20')).toEqual({ page: 3, recipient: 'an@demo.vn' });
  });

  it('falls back to the first page for missing, zero, negative or non-numeric pages', () => {
    for (const search of ['', 'page=0', 'page=-2', 'page=abc', 'page=1.5', 'page=99999999999']) {
      expect(parse(search).page).toBe(1);
    }
  });

  it('cuts an over-long recipient filter to the longest recipient', () => {
    const long = 'a'.repeat(LIMITS.admin.outboxRecipientFilterMax + 20);
    expect(parse(`recipient=${long}`).recipient).toHaveLength(LIMITS.admin.outboxRecipientFilterMax);
  });
});

describe('pageCount', () => {
  it('rounds up and keeps one page when there is nothing', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

describe('outboxHref', () => {
  it('leaves out the first page and an empty filter', () => {
    expect(outboxHref({ page: 1, recipient: '' })).toBe('/quan-tri/hop-thu');
  });

  it('keeps the filter when moving between pages', () => {
    expect(outboxHref({ page: 2, recipient: '+84901234567' })).toBe(
      '/quan-tri/hop-thu?recipient=%2B84901234567&page=2',
    );
  });
});
