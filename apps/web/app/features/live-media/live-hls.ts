import type { HlsConfig } from 'hls.js';

/**
 * hls.js settings for a live (decision 062, measured there): segments are 1 s, and the player
 * keeps this many seconds behind the newest one. Less stalls on a phone network; more only adds
 * delay. The replay plays with hls.js's defaults.
 */
export const LIVE_HLS_CONFIG: Partial<HlsConfig> = {
  lowLatencyMode: true,
  liveSyncDuration: 2,
  liveMaxLatencyDuration: 6,
  maxLiveSyncPlaybackRate: 1.2,
  backBufferLength: 30,
};

export interface AttachedPlayer {
  destroy(): void;
}

/**
 * Plays an HLS playlist in a <video>: Safari (iPhone) plays HLS itself; other browsers through
 * hls.js, loaded only when a video needs it (it is large, and most pages have no live).
 */
export async function attachHls(
  video: HTMLVideoElement,
  src: string,
  options: { live: boolean; config?: Partial<HlsConfig> },
): Promise<AttachedPlayer> {
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported() && video.canPlayType('application/vnd.apple.mpegurl')) {
    video.src = src;
    return { destroy: () => video.removeAttribute('src') };
  }
  const hls = new Hls({ ...(options.live ? LIVE_HLS_CONFIG : {}), ...options.config });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    // A network hiccup: ask again; a media error: let hls.js rebuild its buffers.
    if (data.type === Hls.ErrorTypes.NETWORK_ERROR) hls.startLoad();
    else if (data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
  });
  hls.loadSource(src);
  hls.attachMedia(video);
  return { destroy: () => hls.destroy() };
}
