import { describe, expect, it } from 'vitest';
import { extensionOf, pickableImages } from './media-rules';

const files = (...names: string[]) => names.map((name) => ({ name }));

describe('extensionOf', () => {
  it('reads the last extension in lower case', () => {
    expect(extensionOf('Ảnh.bìa.JPG')).toBe('jpg');
    expect(extensionOf('noext')).toBe('');
  });
});

describe('pickableImages', () => {
  it('takes at most 3 supported files per pick and says so', () => {
    const result = pickableImages(files('a.png', 'b.jpg', 'c.jpeg', 'd.gif'), 10);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png', 'b.jpg', 'c.jpeg']);
    expect(result.tooMany).toBe(true);
  });

  it('refuses unsupported formats by name and keeps the others', () => {
    const result = pickableImages(files('a.webp', 'b.svg', 'c.heic'), 10);
    expect(result.accepted.map((f) => f.name)).toEqual(['b.svg']);
    expect(result.refused).toEqual(['a.webp', 'c.heic']);
    expect(result.tooMany).toBe(false);
  });

  it('never goes past the room left in the list', () => {
    expect(pickableImages(files('a.png', 'b.png'), 1).accepted).toHaveLength(1);
    expect(pickableImages(files('a.png'), 0).accepted).toHaveLength(0);
  });
});
