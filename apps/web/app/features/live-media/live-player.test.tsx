import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../lib/i18n';
import { LivePlayer } from './live-player';
import { recorderTypeFor } from './live-publisher';

describe('the live player and publisher', () => {
  it('starts a live muted and inline, with the tap to unmute button, and no controls', () => {
    const html = renderToString(
      <I18nProvider language="en">
        <LivePlayer src="/live-media/l/r/index.m3u8" live />
      </I18nProvider>,
    );
    expect(html).toMatch(/<video[^>]*muted/);
    expect(html).toMatch(/<video[^>]*playsInline|playsinline/);
    expect(html).not.toMatch(/<video[^>]*controls/);
    // The words come from the page's "live" text group (the key stands in for them here).
    expect(html).toMatch(/<button type="button"[^>]*>(Tap to unmute|live.tapToUnmute)<\/button>/);
  });

  it('gives the replay its controls', () => {
    const html = renderToString(
      <I18nProvider language="vi">
        <LivePlayer src="/live-media/l/replay.m3u8" live={false} />
      </I18nProvider>,
    );
    expect(html).toMatch(/<video[^>]*controls/);
  });

  it('records H.264 where the browser can, so the server copies it', () => {
    const chromium = new Set([
      'video/x-matroska;codecs=avc1,opus',
      'video/webm;codecs=vp8,opus',
      'video/webm',
    ]);
    expect(recorderTypeFor((type) => chromium.has(type))).toBe('video/x-matroska;codecs=avc1,opus');
    const safari = new Set(['video/mp4;codecs=avc1,mp4a.40.2']);
    expect(recorderTypeFor((type) => safari.has(type))).toBe('video/mp4;codecs=avc1,mp4a.40.2');
    expect(recorderTypeFor(() => false)).toBe('');
  });
});
