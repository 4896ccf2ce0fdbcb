import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, withoutNonce } from './page-script-policy';

const sha = (text: string) => createHash('sha256').update(text).digest('base64');

describe('the script policy of a kept page', () => {
  it('drops the nonce attributes, or refuses a page that uses the nonce elsewhere', () => {
    expect(withoutNonce('<script nonce="abc">1</script><link nonce="abc">', 'abc')).toBe(
      '<script>1</script><link>',
    );
    expect(withoutNonce('<script nonce="abc">var n = "abc"</script>', 'abc')).toBeNull();
  });

  it('names every inline script by its SHA-256, not the scripts loaded from a file', () => {
    const html =
      '<script>window.a = 1</script><script type="module" async="">import "/x.js"</script>' +
      '<script src="/y.js"></script><script>\nwindow.b = "</p>"\n</script>';
    expect(inlineScriptHashes(html)).toEqual([
      sha('window.a = 1'),
      sha('import "/x.js"'),
      sha('\nwindow.b = "</p>"\n'),
    ]);
  });
});
