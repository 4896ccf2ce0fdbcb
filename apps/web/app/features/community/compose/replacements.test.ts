import { describe, expect, it } from 'vitest';
import { editPictureRoom, replacementsUsed } from './replacements';

const published = { imageKeys: ['a', 'b', 'c'], videoKey: null };

describe('an edit and the replacement limit (1)', () => {
  it('counts a swap, not an addition, a removal or a move', () => {
    expect(replacementsUsed(published, { imageKeys: ['c', 'a', 'b', 'd'], videoKey: null })).toBe(0);
    expect(replacementsUsed(published, { imageKeys: ['a'], videoKey: null })).toBe(0);
    expect(replacementsUsed(published, { imageKeys: ['a', 'b', 'd'], videoKey: null })).toBe(1);
  });

  it('leaves room to add pictures while no more than one is swapped', () => {
    expect(editPictureRoom(published, published)).toBe(2);
    // One removed: adding one swaps it (allowed), adding a second is no further swap.
    expect(editPictureRoom(published, { imageKeys: ['a', 'b'], videoKey: null })).toBe(3);
    // Two removed: one may come back as a swap, a second new one would be a second swap.
    expect(editPictureRoom(published, { imageKeys: ['a'], videoKey: null })).toBe(1);
    // Already swapped one and removed another: nothing new may come in.
    expect(editPictureRoom(published, { imageKeys: ['a', 'd'], videoKey: null })).toBe(0);
  });
});
