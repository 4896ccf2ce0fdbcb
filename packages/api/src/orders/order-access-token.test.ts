import { describe, expect, it } from 'vitest';
import { accessToken, isAccessToken } from './order-access-token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const ORDER = '6f1c2a52-1b7e-4e0e-9a57-2c1d7b0a9e11';

describe('order access tokens', () => {
  it('open the order they name, and nothing else', () => {
    const token = accessToken(SECRET, 'order', ORDER);
    expect(isAccessToken(SECRET, 'order', ORDER, token)).toBe(true);
    expect(isAccessToken(SECRET, 'order', ORDER.toUpperCase(), token)).toBe(true);
    expect(isAccessToken(SECRET, 'checkout', ORDER, token)).toBe(false);
    expect(isAccessToken(SECRET, 'order', '6f1c2a52-1b7e-4e0e-9a57-2c1d7b0a9e12', token)).toBe(false);
    expect(isAccessToken('another-secret-of-thirty-two-characters', 'order', ORDER, token)).toBe(false);
  });

  it('refuse anything that is not the token', () => {
    const token = accessToken(SECRET, 'order', ORDER);
    for (const bad of [undefined, null, '', `${token}x`, token.slice(1), 'x'.repeat(200)]) {
      expect(isAccessToken(SECRET, 'order', ORDER, bad)).toBe(false);
    }
  });
});
