import { describe, expect, it } from 'vitest';
import { isPushSupported, pushBrowserOf } from './push-support';

const UA = {
  chrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36 OPR/115.0.0.0',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safari17:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  safari164:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.4 Mobile/15E148 Safari/604.1',
  safari163:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.3 Mobile/15E148 Safari/604.1',
  safari1610:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.10 Safari/605.1.15',
  unknown: 'SomeBot/1.0',
};
const all = { serviceWorker: true, notification: true, pushManager: true };

describe('push support check', () => {
  it('tells the browser families apart (Edge and Opera carry Chrome in their agent)', () => {
    expect(pushBrowserOf(UA.chrome).browser).toBe('chrome');
    expect(pushBrowserOf(UA.edge).browser).toBe('edge');
    expect(pushBrowserOf(UA.opera).browser).toBe('opera');
    expect(pushBrowserOf(UA.firefox).browser).toBe('firefox');
    expect(pushBrowserOf(UA.safari17)).toEqual({ browser: 'safari', version: 17.02 });
  });

  it('accepts Chrome, Firefox, Edge, Opera and Safari from 16.4 with every feature present', () => {
    for (const userAgent of [
      UA.chrome,
      UA.edge,
      UA.opera,
      UA.firefox,
      UA.safari17,
      UA.safari164,
      UA.safari1610,
    ]) {
      expect(isPushSupported({ userAgent, ...all })).toBe(true);
    }
  });

  it('refuses Safari before 16.4, unknown browsers, and any missing feature', () => {
    expect(isPushSupported({ userAgent: UA.safari163, ...all })).toBe(false);
    expect(isPushSupported({ userAgent: UA.unknown, ...all })).toBe(false);
    expect(isPushSupported({ userAgent: UA.chrome, ...all, serviceWorker: false })).toBe(false);
    expect(isPushSupported({ userAgent: UA.chrome, ...all, notification: false })).toBe(false);
    expect(isPushSupported({ userAgent: UA.safari17, ...all, pushManager: false })).toBe(false);
  });
});
