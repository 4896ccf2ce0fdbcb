import { describe, expect, it } from 'vitest';
import { valueAt } from './use-form-errors';

describe('valueAt', () => {
  it('reads a nested value and trims text', () => {
    expect(valueAt({ bank: { name: '  ' } }, 'bank.name')).toBe('');
    expect(valueAt({ phone: '0912' }, 'phone')).toBe('0912');
    expect(valueAt({ phone: null }, 'phone.x')).toBeUndefined();
  });
});
