import { describe, expect, it } from 'vitest';
import { channelOf, usableOnChannel } from './voucher-channel';

describe('voucher channel', () => {
  it('reads the app from its device id header, the web from its absence', () => {
    expect(channelOf({ deviceId: 'ios-1234' })).toBe('app');
    expect(channelOf({ deviceId: undefined })).toBe('web');
    expect(channelOf({})).toBe('web');
  });

  it('keeps app-only vouchers for the app', () => {
    expect(usableOnChannel({ appOnly: true }, 'app')).toBe(true);
    expect(usableOnChannel({ appOnly: true }, 'web')).toBe(false);
    expect(usableOnChannel({}, 'web')).toBe(true);
  });
});
