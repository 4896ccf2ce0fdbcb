import { describe, expect, it } from 'vitest';
import { emptyComposeValues, emptyExtras } from './compose-types';
import { hasContent, parseDraft } from './post-draft';

const draft = {
  v: 1,
  values: {
    ...emptyComposeValues(),
    content: 'Áo dài mới #áo_dài',
    imageKeys: ['community/u1/a'],
    productTags: [{ productId: 'p', variantId: null, imageIndex: 0, x: 0.5, y: 0.25 }],
  },
  extras: {
    ...emptyExtras(),
    pictures: { 'community/u1/a': '/media/community/u1/a-540.webp' },
    tagLabels: { 'p:': { name: 'Áo dài lụa', imageUrl: null, variantLabel: null } },
  },
};

describe('parseDraft', () => {
  it('reads back what the composer stored', () => {
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
  });

  it('refuses nothing, broken JSON and another shape', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{')).toBeNull();
    expect(parseDraft(JSON.stringify({ ...draft, v: 2 }))).toBeNull();
    expect(parseDraft(JSON.stringify({ ...draft, values: { ...draft.values, kind: 'story' } }))).toBeNull();
    expect(
      parseDraft(JSON.stringify({ ...draft, values: { ...draft.values, productTags: [{ productId: 1 }] } })),
    ).toBeNull();
  });
});

describe('hasContent', () => {
  it('is false for an untouched form', () => {
    expect(hasContent(emptyComposeValues())).toBe(false);
    expect(hasContent({ ...emptyComposeValues(), kind: 'question', content: '  ' })).toBe(false);
    expect(hasContent(draft.values)).toBe(true);
  });
});
