import { describe, expect, it } from 'vitest';
import { bodyWithNonce, rememberBody, rememberedBody } from './page-bodies';

describe('page bodies', () => {
  it('puts this answer’s nonce wherever the placeholder was, keeping every other byte', () => {
    const parts = rememberBody(
      'h1',
      '<p>Áo thun</p><script nonce="@">1</script><script nonce="@">2</script>',
      '@',
    );
    expect(rememberedBody('h1')).toBe(parts);
    expect(Buffer.from(bodyWithNonce(parts, 'n0nce')).toString()).toBe(
      '<p>Áo thun</p><script nonce="n0nce">1</script><script nonce="n0nce">2</script>',
    );
    expect(Buffer.from(bodyWithNonce(rememberBody('h2', 'no scripts', '@'), 'x')).toString()).toBe(
      'no scripts',
    );
  });

  it('keeps the first copy of a body it already holds', () => {
    const first = rememberBody('h3', 'a@b', '@');
    expect(rememberBody('h3', 'a@b', '@')).toBe(first);
  });
});
