/**
 * The session's os_version from the browser's user agent ("Android 14", "iOS 17.4",
 * "Windows", "macOS 10.15"): the admin funnel groups devices by it.
 */
export function osVersionOf(userAgent: string): string {
  const android = /Android (\d+(?:\.\d+)?)/.exec(userAgent);
  if (android) return `Android ${android[1]}`;
  const ios = /(?:iPhone|iPad|iPod).*? OS (\d+)[_.](\d+)/.exec(userAgent);
  if (ios) return `iOS ${ios[1]}.${ios[2]}`;
  if (/Windows/.test(userAgent)) return 'Windows';
  const mac = /Mac OS X (\d+)[_.](\d+)/.exec(userAgent);
  if (mac) return `macOS ${mac[1]}.${mac[2]}`;
  if (/CrOS/.test(userAgent)) return 'ChromeOS';
  if (/Linux/.test(userAgent)) return 'Linux';
  return 'Other';
}
