import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-layout';

describe('mail layout', () => {
  it('frames the content in the recipient language, text and HTML', () => {
    const mail = renderMail('vi', {
      heading: 'Tiêu đề',
      intro: ['Mã của bạn:'],
      highlight: '012345',
      outro: [],
    });
    expect(mail.text).toContain('Xin chào,');
    expect(mail.text).toContain('\n012345\n');
    expect(mail.html).toContain('lang="vi"');
    expect(mail.html).toContain('012345');
    expect(renderMail('ko', { heading: 'x', intro: [], outro: [] }).text).toContain('안녕하세요');
  });

  it('escapes HTML in the content', () => {
    const mail = renderMail('en', { heading: '<b>', intro: ['a & "b"'], outro: [] });
    expect(mail.html).toContain('&lt;b&gt;');
    expect(mail.html).toContain('a &amp; &quot;b&quot;');
    expect(mail.html).not.toContain('<b>');
  });
});
