/**
 * For tests of production behaviour: a production environment with every secret a real
 * deployment must set (fake values), so loadConfig accepts it with the simulators off.
 */
export const productionEnv = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://chodep.example',
  APP_SECRET: 'test-app-secret-of-at-least-32-characters',
  VNPAY_TMN_CODE: 'TESTTMN1',
  VNPAY_HASH_SECRET: 'test-vnpay-secret',
  MOMO_PARTNER_CODE: 'TESTMOMO',
  MOMO_ACCESS_KEY: 'test-momo-access',
  MOMO_SECRET_KEY: 'test-momo-secret',
  ZALOPAY_APP_ID: '1234',
  ZALOPAY_KEY1: 'test-zalopay-key1',
  ZALOPAY_KEY2: 'test-zalopay-key2',
  GHN_WEBHOOK_TOKEN: 'test-ghn-token',
  GHTK_WEBHOOK_HASH: 'test-ghtk-hash',
} as const;
