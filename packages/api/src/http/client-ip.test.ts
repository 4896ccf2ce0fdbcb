import { describe, expect, it } from 'vitest';
import {
  createProxyTrust,
  isLoopbackAddress,
  isProxyEntry,
  normaliseAddress,
  resolveClientAddress,
} from './client-ip';

describe('client address', () => {
  const none = createProxyTrust([]);
  const proxies = createProxyTrust(['10.0.0.0/8', '192.0.2.7', 'fd00::/8']);

  it('believes no forwarded header when no proxy is configured', () => {
    expect(resolveClientAddress('198.51.100.4', '1.2.3.4', none)).toBe('198.51.100.4');
    expect(resolveClientAddress('127.0.0.1', '1.2.3.4', none)).toBe('127.0.0.1');
  });

  it('walks the chain from the right through trusted proxies only', () => {
    expect(resolveClientAddress('10.1.2.3', '203.0.113.5', proxies)).toBe('203.0.113.5');
    expect(resolveClientAddress('10.1.2.3', '6.6.6.6, 203.0.113.5, 10.9.9.9', proxies)).toBe('203.0.113.5');
    expect(resolveClientAddress('192.0.2.7', '203.0.113.5', proxies)).toBe('203.0.113.5');
    expect(resolveClientAddress('fd00::1', '2001:db8::5', proxies)).toBe('2001:db8::5');
    // A client that is not a proxy cannot pick its address, whatever it writes.
    expect(resolveClientAddress('198.51.100.4', '10.0.0.1, 203.0.113.5', proxies)).toBe('198.51.100.4');
  });

  it('stops at a malformed hop and falls back to the last trusted one', () => {
    expect(resolveClientAddress('10.1.2.3', 'not-an-ip', proxies)).toBe('10.1.2.3');
    expect(resolveClientAddress('10.1.2.3', '', proxies)).toBe('10.1.2.3');
    expect(resolveClientAddress('10.1.2.3', '10.4.4.4', proxies)).toBe('10.4.4.4');
  });

  it('reads IPv4 on an IPv6 socket as IPv4', () => {
    expect(normaliseAddress('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(resolveClientAddress('::ffff:10.1.2.3', '203.0.113.5', proxies)).toBe('203.0.113.5');
  });

  it('accepts addresses and CIDR ranges in TRUSTED_PROXIES, nothing else', () => {
    for (const entry of ['10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', '0.0.0.0/0'])
      expect(isProxyEntry(entry), entry).toBe(true);
    for (const entry of ['10.0.0.0/33', 'fd00::/129', 'proxy.local', '10.0.0.0/8/1', '10.0.0', '']) {
      expect(isProxyEntry(entry), entry).toBe(false);
    }
  });

  it('knows loopback addresses exactly, not by their first characters', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1, 192.168.1.5',
      '1270.0.0.1',
      '192.168.1.5',
      '::2',
      'localhost',
      undefined,
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});
