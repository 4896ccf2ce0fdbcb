/**
 * Whether this browser can take Web Push (product.md §5): Chrome, Firefox, Edge, Opera, or
 * Safari 16.4 and up (17+), and the page has a service worker, notifications and the push
 * manager. An unsupported browser skips registration silently (a warning in the console).
 */
export interface BrowserPushFeatures {
  userAgent: string;
  serviceWorker: boolean;
  notification: boolean;
  pushManager: boolean;
}

export type PushBrowser = 'chrome' | 'firefox' | 'edge' | 'opera' | 'safari' | 'other';

/** Which of the supported browser families a user agent is, and its major.minor version. */
export function pushBrowserOf(userAgent: string): { browser: PushBrowser; version: number } {
  const version = (pattern: RegExp) => {
    const match = pattern.exec(userAgent);
    return match ? Number(match[1]) + Number(match[2] ?? 0) / 100 : 0;
  };
  if (/Edg(?:e|A|iOS)?\//.test(userAgent))
    return { browser: 'edge', version: version(/Edg(?:e|A|iOS)?\/(\d+)/) };
  if (/OPR\/|Opera/.test(userAgent)) return { browser: 'opera', version: version(/(?:OPR|Opera)\/(\d+)/) };
  if (/Firefox\/|FxiOS\//.test(userAgent))
    return { browser: 'firefox', version: version(/(?:Firefox|FxiOS)\/(\d+)/) };
  if (/Chrome\/|CriOS\/|Chromium\//.test(userAgent)) {
    return { browser: 'chrome', version: version(/(?:Chrome|CriOS|Chromium)\/(\d+)/) };
  }
  if (/Safari\//.test(userAgent) && /Version\//.test(userAgent)) {
    return { browser: 'safari', version: version(/Version\/(\d+)(?:\.(\d+))?/) };
  }
  return { browser: 'other', version: 0 };
}

export function isPushSupported(features: BrowserPushFeatures): boolean {
  if (!features.serviceWorker || !features.notification || !features.pushManager) return false;
  const { browser, version } = pushBrowserOf(features.userAgent);
  if (browser === 'other') return false;
  // Safari took Web Push in 16.4 (macOS 13, and iOS 16.4 for a site added to the home screen).
  if (browser === 'safari') return version >= 16.04;
  return true;
}

/**
 * The window event a screen sends to ask for notifications (the account settings' "Turn on"
 * button); the app-wide notifications part listens and runs the permission flow, so screens
 * of other features need not import it.
 */
export const PUSH_ENABLE_EVENT = 'cho-dep:push-enable';
/** Sent back when the flow ends, with the permission as `detail`. */
export const PUSH_CHANGED_EVENT = 'cho-dep:push-changed';
