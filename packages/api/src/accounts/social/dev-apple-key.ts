/**
 * DEVELOPMENT ONLY: the Sign in with Apple team key our client signs its client_secret with
 * when APPLE_PRIVATE_KEY is unset, and the local Apple simulator checks it with. Anyone can
 * read it here; a real deployment sets its own key from Apple (social-settings.ts).
 */
export const DEV_APPLE_PRIVATE_KEY = [
  '-----BEGIN PRIVATE KEY-----',
  'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgP9oB8W0CiZwf9dMt',
  'wfuq/F+M2MQGjHi07pso1wRBGEKhRANCAASssTp7zzQZr2tZklvieIUCA0oyPelZ',
  'rKjrFt/3d2g2Ax1axpBS9x9HtScOHQPvDt59nXQT2ssdCmt0ijogJqwg',
  '-----END PRIVATE KEY-----',
].join('\n');

export const DEV_APPLE_TEAM_ID = 'DEVTEAM123';
export const DEV_APPLE_KEY_ID = 'DEVKEY4567';
