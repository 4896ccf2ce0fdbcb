import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toFieldErrors } from './field-errors';

describe('zod issues to field errors', () => {
  const schema = z.object({
    name: z.string().min(2),
    email: z.email(),
    age: z.number().max(120),
    password: z.string().regex(/[A-Z]/, 'validation.password.uppercase'),
  });

  it('gives each failing field an i18n key and its limit', () => {
    const result = schema.safeParse({ name: 'a', email: 'nope', age: 200, password: 'abc' });
    expect(result.success).toBe(false);
    if (result.success) return;
    const fields = toFieldErrors(result.error);
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'validation.tooShort', params: { min: 2 } },
        { path: 'email', message: 'validation.invalidEmail', params: {} },
        { path: 'age', message: 'validation.tooBig', params: { max: 120 } },
        { path: 'password', message: 'validation.password.uppercase', params: {} },
      ]),
    );
  });

  it('says an empty required text is required', () => {
    const result = z.object({ city: z.string().min(1) }).safeParse({ city: '' });
    if (result.success) throw new Error('expected failure');
    expect(toFieldErrors(result.error)[0]?.message).toBe('validation.required');
  });

  it('says a missing field is required', () => {
    const result = schema.safeParse({});
    if (result.success) throw new Error('expected failure');
    expect(toFieldErrors(result.error).find((f) => f.path === 'name')?.message).toBe('validation.required');
  });

  it('carries the limits a rule over several fields gives (superRefine params)', () => {
    const ranged = z.object({ days: z.number() }).superRefine((v, ctx) => {
      if (v.days > 3)
        ctx.addIssue({ code: 'custom', path: ['days'], message: 'validation.x', params: { min: 1, max: 3 } });
    });
    const result = ranged.safeParse({ days: 9 });
    if (result.success) throw new Error('expected failure');
    expect(toFieldErrors(result.error)).toEqual([
      { path: 'days', message: 'validation.x', params: { min: 1, max: 3 } },
    ]);
  });

  it('asks for at least one item of an empty list that needs one', () => {
    const result = z.object({ items: z.array(z.string()).min(1) }).safeParse({ items: [] });
    if (result.success) throw new Error('expected failure');
    expect(toFieldErrors(result.error)).toEqual([
      { path: 'items', message: 'validation.pickOne', params: { min: 1 } },
    ]);
  });
});
