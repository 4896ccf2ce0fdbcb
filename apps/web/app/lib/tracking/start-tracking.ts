import { browserDeviceId } from './device-id';
import { osVersionOf } from './os-version';
import { htmlLanguage } from './page-language';
import { createRecorder, type Recorder } from './recorder';
import { createSender } from './sender';
import type { Transport } from './session-body';

/**
 * The tab's tracking, started after the page is interactive (track.ts loads this module): the
 * recorder sends through the typed client, pages hidden count toward the background timeout,
 * and sessions an earlier visit could not send go out now.
 */
const transport: Transport = async (body, { keepalive }) => {
  const { client } = await import('../api-fetch');
  await client.POST('/api/v1/mobile/trackings/tracking-session', { body: body as never, keepalive });
};

export function startTracking(): Recorder {
  const sender = createSender(transport);
  const recorder = createRecorder({
    sender,
    traits: () => {
      const language = htmlLanguage();
      return {
        deviceId: browserDeviceId(),
        osVersion: osVersionOf(navigator.userAgent),
        appVersion: 'web',
        // Korean is what visitors from outside Vietnam are switched to (the region notice).
        area: language === 'ko' ? 'KO' : 'VN',
        language,
      };
    },
  });
  document.addEventListener('visibilitychange', () =>
    recorder.visibility(document.visibilityState === 'hidden'),
  );
  void sender.flushUnsent();
  return recorder;
}
