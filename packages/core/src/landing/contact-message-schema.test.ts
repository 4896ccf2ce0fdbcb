import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation/field-errors';
import { contactMessageSchema, normaliseWebsite } from './contact-message-schema';

const valid = {
  name: 'Nguyễn An',
  email: 'an@example.vn',
  phone: '0912345678',
  website: 'https://shop.vn',
  message: 'Xin chào',
};

const messages = (input: unknown) => {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error).map((e) => `${e.path}:${e.message}`);
};

describe('landing contact form', () => {
  it('takes an 11-digit phone and refuses 12 digits or letters with their own words', () => {
    expect(messages({ ...valid, phone: '01234567890' })).toEqual([]);
    expect(messages({ ...valid, phone: '012345678901' })).toEqual(['phone:validation.contact.phoneMax']);
    expect(messages({ ...valid, phone: '09123abc' })).toEqual(['phone:validation.contact.phoneDigits']);
    expect(messages({ ...valid, phone: '+84912345678' })).toEqual(['phone:validation.contact.phoneDigits']);
  });

  it('requires every field', () => {
    expect(messages({ name: '', email: '', phone: '', website: '', message: '' })).toEqual([
      'name:validation.required',
      'email:validation.required',
      'phone:validation.required',
      'website:validation.required',
      'message:validation.required',
    ]);
  });

  it('refuses a bad e-mail and a website that is not one', () => {
    expect(messages({ ...valid, email: 'an@' })).toEqual(['email:validation.invalidEmail']);
    expect(messages({ ...valid, website: 'not a website' })).toEqual(['website:validation.contact.website']);
    expect(messages({ ...valid, website: 'ftp://shop.vn' })).toEqual(['website:validation.contact.website']);
    expect(messages({ ...valid, website: 'localhost' })).toEqual(['website:validation.contact.website']);
  });

  it('reads a bare domain as https and stores the full address', () => {
    expect(normaliseWebsite('shop.vn')).toBe('https://shop.vn/');
    expect(normaliseWebsite('http://cho-dep.vn/gioi-thieu')).toBe('http://cho-dep.vn/gioi-thieu');
    expect(contactMessageSchema.parse({ ...valid, website: 'shop.vn' }).website).toBe('https://shop.vn/');
  });
});
