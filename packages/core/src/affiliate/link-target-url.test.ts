import { describe, expect, it } from 'vitest';
import { linkTargetOfUrl } from './link-target-url';

const id = '6a1f4a38-1f1a-4a3f-9c41-4d1c1a2b3c4d';

describe('linkTargetOfUrl', () => {
  it('reads products, shops, lives and campaigns from a full address or a path', () => {
    expect(linkTargetOfUrl(`https://chodep.vn/san-pham/${id}?ref=x`)).toEqual({
      target: 'product',
      targetId: id,
    });
    expect(linkTargetOfUrl(` http://127.0.0.1:3000/nguoi-ban/${id.toUpperCase()} `)).toEqual({
      target: 'shop',
      targetId: id,
    });
    expect(linkTargetOfUrl(`/live/${id}/san-pham/${id}`)).toEqual({ target: 'live', targetId: id });
    expect(linkTargetOfUrl(`/tiep-thi-lien-ket/chien-dich/${id}`)).toEqual({
      target: 'campaign',
      targetId: id,
    });
  });
  it('refuses anything else', () => {
    expect(linkTargetOfUrl('https://shopee.vn/product/1/2')).toBeNull();
    expect(linkTargetOfUrl('/san-pham/123')).toBeNull();
    expect(linkTargetOfUrl('http://[')).toBeNull();
  });
});
