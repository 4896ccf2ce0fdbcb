import type { Language } from '@cho-dep/core/locale/locales';
import { translate } from '@cho-dep/i18n/translate';

export interface MailContent {
  heading: string;
  /** Paragraphs before the highlighted value. */
  intro: string[];
  /** A value shown large on its own line, such as a verification code. */
  highlight?: string;
  /** Paragraphs after the highlighted value. */
  outro: string[];
}

/**
 * Wraps content in the product's mail frame (greeting, signature, "automated mail" note) in
 * the recipient's language, as plain text and as simple inline-styled HTML: mail clients
 * ignore stylesheets, and the text part is what SMTP logs and the admin outbox show.
 */
export function renderMail(language: Language, content: MailContent): { text: string; html: string } {
  const t = (key: string) => translate(language, key);
  const text = [
    t('outbox.mail.greeting'),
    '',
    ...content.intro,
    ...(content.highlight ? ['', content.highlight, ''] : []),
    ...content.outro,
    '',
    t('outbox.mail.signature'),
    '--',
    t('outbox.mail.automated'),
  ].join('\n');
  const paragraph = (value: string) => `<p style="margin:0 0 12px">${escapeHtml(value)}</p>`;
  const html = [
    `<!doctype html><html lang="${language}"><body style="margin:0;padding:24px;background:#f6f6f6;font-family:Arial,Helvetica,sans-serif;color:#222">`,
    '<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">',
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>`,
    paragraph(t('outbox.mail.greeting')),
    ...content.intro.map(paragraph),
    content.highlight
      ? `<p style="font-size:32px;font-weight:bold;letter-spacing:8px;margin:16px 0;text-align:center">${escapeHtml(content.highlight)}</p>`
      : '',
    ...content.outro.map(paragraph),
    paragraph(t('outbox.mail.signature')),
    `<p style="margin:24px 0 0;font-size:12px;color:#777">${escapeHtml(t('outbox.mail.automated'))}</p>`,
    '</div></body></html>',
  ].join('');
  return { text, html };
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
