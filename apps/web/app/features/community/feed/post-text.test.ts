import { describe, expect, it } from 'vitest';
import { splitPostText } from './post-text';

describe('splitPostText', () => {
  it('links hashtags with Vietnamese letters, lower-cased', () => {
    expect(splitPostText('Diện #Áo_dài đi chơi #tết2027!', [])).toEqual([
      { kind: 'text', text: 'Diện ' },
      { kind: 'hashtag', text: '#Áo_dài', tag: 'áo_dài' },
      { kind: 'text', text: ' đi chơi ' },
      { kind: 'hashtag', text: '#tết2027', tag: 'tết2027' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('links a mention by its full name, the longest known name first', () => {
    const mentions = [
      { kind: 'shop' as const, id: 's1', name: 'Lụa' },
      { kind: 'shop' as const, id: 's2', name: 'Lụa Hà Đông' },
    ];
    expect(splitPostText('Mua ở @Lụa Hà Đông nhé', mentions)).toEqual([
      { kind: 'text', text: 'Mua ở ' },
      { kind: 'mention', text: '@Lụa Hà Đông', mention: mentions[1] },
      { kind: 'text', text: ' nhé' },
    ]);
  });

  it('links only the tags the post has when they are given', () => {
    expect(splitPostText('#một #hai', [], ['hai'])).toEqual([
      { kind: 'text', text: '#một ' },
      { kind: 'hashtag', text: '#hai', tag: 'hai' },
    ]);
  });

  it('leaves a # inside a word and an unknown @name as text', () => {
    expect(splitPostText('size#2 @ai_đó', [])).toEqual([{ kind: 'text', text: 'size#2 @ai_đó' }]);
  });
});
