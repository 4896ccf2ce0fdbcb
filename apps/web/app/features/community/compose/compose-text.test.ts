import { describe, expect, it } from 'vitest';
import { activeToken, mentionsStillIn, replaceToken } from './compose-text';

describe('activeToken', () => {
  it('finds the hashtag being typed, with Vietnamese letters', () => {
    const text = 'Hôm nay mặc #áo_d';
    expect(activeToken(text, text.length)).toEqual({ kind: 'hashtag', query: 'áo_d', start: 12 });
  });

  it('finds a mention just started', () => {
    expect(activeToken('Cảm ơn @', 8)).toEqual({ kind: 'mention', query: '', start: 7 });
  });

  it('ignores a sign inside a word and a finished token', () => {
    expect(activeToken('mail@shop', 9)).toBeNull();
    expect(activeToken('#ootd ', 6)).toBeNull();
  });

  it('reads only up to the caret', () => {
    expect(activeToken('#dao_pho đẹp', 4)).toEqual({ kind: 'hashtag', query: 'dao', start: 0 });
  });
});

describe('replaceToken', () => {
  it('puts the choice in place with one space after it', () => {
    const text = 'Mặc #áo hôm nay';
    const token = activeToken(text, 7);
    if (!token) throw new Error('token expected');
    expect(replaceToken(text, token, 7, '#áo_dài')).toEqual({ text: 'Mặc #áo_dài hôm nay', caret: 12 });
  });

  it('adds the space at the end of the text', () => {
    const token = activeToken('Cảm ơn @la', 10);
    if (!token) throw new Error('token expected');
    expect(replaceToken('Cảm ơn @la', token, 10, '@Lan Anh')).toEqual({
      text: 'Cảm ơn @Lan Anh ',
      caret: 16,
    });
  });
});

describe('mentionsStillIn', () => {
  it('keeps the mentions whose name is still written', () => {
    const chosen = [
      { kind: 'user' as const, id: 'a', name: 'Lan Anh' },
      { kind: 'shop' as const, id: 'b', name: 'Minh Khoa Fashion' },
    ];
    expect(mentionsStillIn('Đi cùng @lan anh hôm nay', chosen)).toEqual([chosen[0]]);
  });
});
