import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation/field-errors';
import {
  canAnswerSocialFeedback,
  canMoveSocialFeedback,
  socialFeedbackExcerpt,
  socialFeedbackInputSchema,
} from './social-feedback-schemas';

const valid = {
  organisationName: 'Hội Bảo vệ người tiêu dùng',
  decisionNumber: '123/QĐ-UBND',
  email: 'hoi@example.vn',
  content: 'Phản ánh về hàng giả',
  imageKeys: ['social-feedback/g/abc'],
};

const messages = (input: unknown) => {
  const result = socialFeedbackInputSchema.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error).map((e) => `${e.path}:${e.message}`);
};

describe('social feedback form', () => {
  it('takes each field at its limit', () => {
    expect(
      messages({
        ...valid,
        organisationName: 'a'.repeat(100),
        decisionNumber: 'b'.repeat(100),
        content: 'c'.repeat(500),
        imageKeys: ['1', '2', '3', '4', '5'],
      }),
    ).toEqual([]);
  });

  it('refuses one character over, no picture, six pictures and a bad e-mail, each by its field', () => {
    expect(messages({ ...valid, organisationName: 'a'.repeat(101) })).toEqual([
      'organisationName:validation.socialFeedback.organisationNameMax',
    ]);
    expect(messages({ ...valid, decisionNumber: 'b'.repeat(101) })).toEqual([
      'decisionNumber:validation.socialFeedback.decisionNumberMax',
    ]);
    expect(messages({ ...valid, content: 'c'.repeat(501) })).toEqual([
      'content:validation.socialFeedback.contentMax',
    ]);
    expect(messages({ ...valid, imageKeys: [] })).toEqual([
      'imageKeys:validation.socialFeedback.imageRequired',
    ]);
    expect(messages({ ...valid, imageKeys: ['1', '2', '3', '4', '5', '6'] })).toEqual([
      'imageKeys:validation.socialFeedback.imagesMax',
    ]);
    expect(messages({ ...valid, email: 'not-an-email' })).toEqual(['email:validation.invalidEmail']);
  });

  it('asks for every blank field, the e-mail as required rather than invalid', () => {
    expect(
      messages({ organisationName: ' ', decisionNumber: '', email: '', content: '', imageKeys: [] }),
    ).toEqual([
      'organisationName:validation.required',
      'decisionNumber:validation.required',
      'email:validation.required',
      'content:validation.required',
      'imageKeys:validation.socialFeedback.imageRequired',
    ]);
  });
});

describe('the admin moving a feedback', () => {
  it('takes up or closes an open one, reopens a closed one for review only', () => {
    expect(canMoveSocialFeedback('received', 'reviewing')).toBe(true);
    expect(canMoveSocialFeedback('received', 'closed')).toBe(true);
    expect(canMoveSocialFeedback('answered', 'closed')).toBe(true);
    expect(canMoveSocialFeedback('closed', 'reviewing')).toBe(true);
    expect(canMoveSocialFeedback('closed', 'received')).toBe(false);
    expect(canMoveSocialFeedback('reviewing', 'reviewing')).toBe(false);
  });

  it('reaches answered only by answering, and never answers a closed one', () => {
    expect(canMoveSocialFeedback('reviewing', 'answered')).toBe(false);
    expect(canAnswerSocialFeedback('reviewing')).toBe(true);
    expect(canAnswerSocialFeedback('answered')).toBe(true);
    expect(canAnswerSocialFeedback('closed')).toBe(false);
  });
});

describe('the public excerpt', () => {
  it('keeps short content whole and cuts long content at a word', () => {
    expect(socialFeedbackExcerpt('  Ngắn   gọn ')).toBe('Ngắn gọn');
    const long = `${'chữ '.repeat(60)}`;
    const excerpt = socialFeedbackExcerpt(long, 20);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(21);
    expect(excerpt).not.toMatch(/ch…$/);
  });
});
