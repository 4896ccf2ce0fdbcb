/**
 * DEVELOPMENT ONLY: the key the local Google and Apple simulators sign their ID tokens with
 * (RS256, as the real ones). Fixed rather than made at start, so two server processes behind
 * one address publish the same JWKS.
 */
export const DEV_SIGNING_PRIVATE_KEY = [
  '-----BEGIN PRIVATE KEY-----',
  'MIIEvAIBADANBgkqhkiG9w0BAQEFAASCBKYwggSiAgEAAoIBAQC32j5zzJ6RLhok',
  'PvhQrNeWKcJDsNDSn+KNK0a0RcywRSNDpNCjksTNYcZxo9ftc9apJP6gZcXel5jn',
  '5UhsftKt48RIQKFLKLUPXOMe7wtTAIjEY8zrl/COGTKagFnyXrrESLKFaN/iY/iP',
  'LwPkuLMFedTBDlCuAtGX3fiZfkkfsEClWF4iWRYlo1SohO3+pIhXVhTBjXIOXIUS',
  '/iZVol0iGOp9XaOgP/N4gbYzZqZdvR19MlMXSJGnQIJWf9hhMrmxht+tSYo3B2v4',
  'Avx27fedePO9YHJtS787gIZcVvHat0L3n6bVOoR7f+CZ3NVuEGsMO6Zv7ATCgfch',
  'eWUkB6zTAgMBAAECggEAQ21ntSmIyB772Go9wLy7LmfvRsscsvqPaI3EFw54VPdu',
  'SPszx6Hmypo+4OOhqATxZ8RZHDNnH81Cd13oM15J3xtnG8aUQQ/TY6iB5ZDu+sh5',
  '4GjnuUnWoA7Ot8o18sVaQu2Uh4gggBOBD+ZCy8oPYgU+CXW6Ei+XddajO4wMvnFR',
  'z3+jvIxZ1fKuEMupDt2n8k8EaOkRNLRGJ21wuBgqF/g0a4dWYxva5elCtRjMO38/',
  'OK5V9IpRMvOcVr3sg2Ivg/lWpeJcdp8SJ0J42VuOwko1DXrP2trFtNC3sudPbxpX',
  'FOtsUkKTU22yOyjvvEcJpimWwwIHK7eNJarZ8aElDQKBgQD1pkN4S53EohMQ/BRU',
  'B8y/6aaVoe1c0cMB4MiNH5+hj8PfrNc/1QB55bPaeLmXrJvZz7j568zxVCHZhwxT',
  'Wx4oxaAxfRzxhpKYMec61hjp41nay6fA1EdXPsg6saRntXWUkLzFUsztqs8b9yjj',
  '8Je6zpPKupwpeWZ1ysBAUjSPvwKBgQC/mWXdENY6q3uk38Oh1cDpfp2UVIzJn3z/',
  'BYBMDi7N3lLCQLKXjXhXDQ8WrEEucyWtRYPizWETib633fMdZdMYlJjdEjUwIoGG',
  'iQYrzxsq1m033f35b7TPsFktbXRfOoYFV6/2LlMCRFJnlzmJ8I6VCUm3M4LydZgM',
  'PCePhqen7QKBgDt2W66q3y3R7buWyXTtzmpGLMTbxZFKVWIG/4TpusJpAokKVbBl',
  '5w+awsaHoqVMaw12cthMc/eW3frB7gHfdJV6AST5nB/661FcAxUC7lTva7jCw4Cx',
  '4fMEh4NtrNZN3oBv6MH7IRAG4MtsMMG8Y34csznHojWH5X1t7sujGoYRAoGAMQZO',
  'IyeIuVBhfclnpEQubVBhf6+2qmxtrk85CbzjSvflEyE80Tx4m0WTI8kFkJ4T+Ob9',
  'nQ3SFg67xw46g74nKnXzOzXKeDuMCuGKu7DtkaN2JMJflvB3QmEsIEyOZ0NxQXKz',
  'anll8gGLWEhAh8QOp6HNw9uhWOqv8gl+UeIxie0CgYBGjKnWn5Idc5CJy9n4DAlH',
  'WpX0sqRxdr+HPNwpBoWZUHzTZMuHCgrW1NujiKGuu8rEBTTqa1KGMj/WeOQiY6dZ',
  '1IyTQpjYhQHKdSqkVN0i8Xhb8wcwVj55xZZAIFx/EqUC6GfW3QdbVd2MGnKWQD7y',
  'y0wlbb+JzsPHEpVTjUeiKQ==',
  '-----END PRIVATE KEY-----',
].join('\n');

export const DEV_SIGNING_KEY_ID = 'dev-oauth-1';
