/**
 * A seller's browser publishing a live (decision 062): MediaRecorder chunks over a WebSocket to
 * /live-ingest/{liveId}, the stream key in the first message (never in the URL, which servers
 * and proxies log). Camera, back camera or screen is the caller's choice of MediaStream.
 */

/** Preferred first: H.264 is copied by the server as it is (no encoding there). */
const RECORDER_TYPES = [
  'video/x-matroska;codecs=avc1,opus',
  'video/webm;codecs=h264,opus',
  'video/mp4;codecs=avc1,mp4a.40.2',
  'video/webm;codecs=vp8,opus',
  'video/webm',
];

export type PublishState = 'connecting' | 'live' | 'ending' | 'ended' | 'refused' | 'failed';

export interface PublishOptions {
  liveId: string;
  streamKey: string;
  stream: MediaStream;
  /** The site's origin by default. */
  origin?: string;
  /** How often the recorder hands over a chunk: shorter chunks, lower delay. */
  chunkMs?: number;
  videoBitsPerSecond?: number;
  onState?: (state: PublishState, detail?: { closeCode?: number }) => void;
}

export interface Publication {
  readonly mimeType: string;
  /** Ends the live: the last chunk is sent, the server closes the replay and answers its address. */
  end(): Promise<string | null>;
}

export function recorderTypeFor(isSupported: (type: string) => boolean): string {
  return RECORDER_TYPES.find(isSupported) ?? '';
}

/** The front (`user`) or back (`environment`) camera with the microphone. */
export function captureCamera(facingMode: 'user' | 'environment' = 'user'): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    video: { facingMode, width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 30 } },
    audio: { echoCancellation: true, noiseSuppression: true },
  });
}

/** The screen (desktop), with its sound where the browser offers it. */
export function captureScreen(): Promise<MediaStream> {
  return navigator.mediaDevices.getDisplayMedia({ video: { frameRate: { ideal: 30 } }, audio: true });
}

export function publishLive(options: PublishOptions): Publication {
  const mimeType = recorderTypeFor((type) => MediaRecorder.isTypeSupported(type));
  const origin = options.origin ?? window.location.origin;
  const socket = new WebSocket(
    `${origin.replace(/^http/, 'ws')}/live-ingest/${encodeURIComponent(options.liveId)}`,
  );
  let recorder: MediaRecorder | null = null;
  let resolveEnd: (replayUrl: string | null) => void = () => {};
  const ended = new Promise<string | null>((resolve) => {
    resolveEnd = resolve;
  });
  const setState = options.onState ?? (() => {});
  setState('connecting');

  socket.addEventListener('open', () => {
    socket.send(JSON.stringify({ type: 'hello', streamKey: options.streamKey, mimeType }));
  });
  socket.addEventListener('message', (event) => {
    if (typeof event.data !== 'string') return;
    const message = JSON.parse(event.data) as { type: string; replayUrl?: string | null };
    if (message.type === 'ready') {
      recorder = new MediaRecorder(options.stream, {
        mimeType,
        videoBitsPerSecond: options.videoBitsPerSecond ?? 2_500_000,
        audioBitsPerSecond: 96_000,
        // A keyframe each second, so each 1 s segment starts with one (Chromium reads this).
        videoKeyFrameIntervalDuration: 1000,
      } as MediaRecorderOptions);
      recorder.addEventListener('dataavailable', (chunk) => {
        if (chunk.data.size > 0 && socket.readyState === WebSocket.OPEN) socket.send(chunk.data);
      });
      recorder.addEventListener('stop', () => {
        if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'end' }));
      });
      recorder.start(options.chunkMs ?? 250);
      setState('live');
    } else if (message.type === 'ended') {
      setState('ended');
      resolveEnd(message.replayUrl ?? null);
    }
  });
  socket.addEventListener('close', (event) => {
    if (recorder?.state === 'recording') recorder.stop();
    if (event.code === 4401 || event.code === 4409) setState('refused', { closeCode: event.code });
    else if (event.code !== 1000) setState('failed', { closeCode: event.code });
    resolveEnd(null);
  });

  return {
    mimeType,
    end() {
      setState('ending');
      if (recorder?.state === 'recording') recorder.stop();
      else socket.close(1000);
      return ended;
    },
  };
}
