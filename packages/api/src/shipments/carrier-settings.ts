import { type CarrierSettings, resolveCarrierSettings } from '@cho-dep/integrations/shipping/carrier-config';
import type { Config } from '../app/config';

/** The carriers' settings with the webhook secrets the environment gives (development ones otherwise). */
export function carrierSettingsOf(config: Config): CarrierSettings {
  return resolveCarrierSettings({
    ghn: { webhookToken: config.GHN_WEBHOOK_TOKEN },
    ghtk: { webhookHash: config.GHTK_WEBHOOK_HASH },
  });
}
