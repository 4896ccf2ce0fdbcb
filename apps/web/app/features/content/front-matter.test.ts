import { describe, expect, it } from 'vitest';
import { FrontMatterError, parseFrontMatter } from './front-matter';

describe('parseFrontMatter', () => {
  it('reads text, numbers, booleans and the body', () => {
    const { attributes, body } = parseFrontMatter(
      '---\ntitle: Đổi trả và hoàn tiền\norder: 50\ndraft: false\n---\n\n## Mục 1\nNội dung',
    );
    expect(attributes).toEqual({ title: 'Đổi trả và hoàn tiền', order: 50, draft: false });
    expect(body).toBe('## Mục 1\nNội dung');
  });

  it('keeps colons and hashes inside values, and unquotes quoted ones', () => {
    const { attributes } = parseFrontMatter(
      '---\ndescription: "Phí: 0% năm đầu, \\"miễn phí\\""\nnote: \'It\'\'s 3%\'\ntag: C#  # comment\n---\n',
    );
    expect(attributes.description).toBe('Phí: 0% năm đầu, "miễn phí"');
    expect(attributes.note).toBe("It's 3%");
    expect(attributes.tag).toBe('C#');
  });

  it('reads flow and block lists', () => {
    const { attributes } = parseFrontMatter(
      '---\nrelated: [van-chuyen, "huong-dan/thanh-toan"]\nmore:\n  - a\n  - "b, c"\n---\nx',
    );
    expect(attributes.related).toEqual(['van-chuyen', 'huong-dan/thanh-toan']);
    expect(attributes.more).toEqual(['a', 'b, c']);
  });

  it('treats numbers with text as text (a date stays a string)', () => {
    expect(parseFrontMatter('---\nupdated: 2026-11-20\n---\n').attributes.updated).toBe('2026-11-20');
  });

  it('accepts CRLF line ends and a byte-order mark', () => {
    const { attributes, body } = parseFrontMatter('\uFEFF---\r\ntitle: A\r\n---\r\nBody\r\n');
    expect(attributes.title).toBe('A');
    expect(body).toBe('Body\n');
  });

  it('returns the whole text as body when there is no front matter', () => {
    expect(parseFrontMatter('# Title\n')).toEqual({ attributes: {}, body: '# Title\n' });
  });

  it('refuses unclosed front matter, duplicate keys, stray lines and stray list items', () => {
    expect(() => parseFrontMatter('---\ntitle: A\n')).toThrow(FrontMatterError);
    expect(() => parseFrontMatter('---\ntitle: A\ntitle: B\n---\n')).toThrow(/Duplicate key "title"/);
    expect(() => parseFrontMatter('---\njust words\n---\n')).toThrow(/line 2/);
    expect(() => parseFrontMatter('---\n- item\n---\n')).toThrow(/List item without a key/);
    expect(() => parseFrontMatter('---\nrelated: [a, b\n---\n')).toThrow(/Unclosed list/);
    expect(() => parseFrontMatter('---\ntitle: "open\n---\n')).toThrow(/Unclosed quote/);
  });
});
