import { useCallback, useEffect, useRef, useState } from 'react';
import {
  captureCamera,
  captureScreen,
  type Publication,
  type PublishState,
  publishLive,
} from '../live-media/live-publisher';
import { publishToken } from './live-studio-api';

export type VideoSource = 'user' | 'environment' | 'screen';
export type StudioPublishState = 'idle' | PublishState;

/**
 * The studio's camera (or screen) and its publication. The preview opens with the front
 * camera; the source is chosen before going live (a MediaRecorder keeps the tracks it started
 * with). Publishing asks the API for a short-lived publish token of this live (decision 067),
 * so the stream key, shown once for OBS, is never needed in the browser.
 */
export function useLivePublishing(liveId: string, enabled: boolean) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [source, setSource] = useState<VideoSource>('user');
  const [micOn, setMicOn] = useState(true);
  const [state, setState] = useState<StudioPublishState>('idle');
  const [captureFailed, setCaptureFailed] = useState(false);
  const publication = useRef<Publication | null>(null);
  const current = useRef<MediaStream | null>(null);

  const open = useCallback(async (next: VideoSource) => {
    setCaptureFailed(false);
    try {
      const media = next === 'screen' ? await captureScreen() : await captureCamera(next);
      for (const track of current.current?.getTracks() ?? []) track.stop();
      current.current = media;
      setStream(media);
      setSource(next);
    } catch {
      setCaptureFailed(true);
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    void open('user');
  }, [enabled, open]);

  // The camera light goes off when the seller leaves the studio.
  useEffect(
    () => () => {
      for (const track of current.current?.getTracks() ?? []) track.stop();
    },
    [],
  );

  useEffect(() => {
    for (const track of stream?.getAudioTracks() ?? []) track.enabled = micOn;
  }, [stream, micOn]);

  const start = useCallback(async () => {
    if (!stream) return;
    setState('connecting');
    const token = await publishToken(liveId).catch((error: unknown) => {
      setState('failed');
      throw error;
    });
    publication.current = publishLive({
      liveId,
      streamKey: token,
      stream,
      onState: (next) => setState(next),
    });
  }, [liveId, stream]);

  /** Ends the publication (the server closes the replay); resolves once it answered. */
  const stop = useCallback(async () => {
    const running = publication.current;
    publication.current = null;
    if (running) await running.end();
    for (const track of current.current?.getTracks() ?? []) track.stop();
  }, []);

  return {
    stream,
    source,
    micOn,
    state,
    captureFailed,
    publishing: state === 'connecting' || state === 'live',
    chooseSource: open,
    toggleMic: () => setMicOn((on) => !on),
    start,
    stop,
  };
}
