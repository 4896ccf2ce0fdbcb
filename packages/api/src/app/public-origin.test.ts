import { describe, expect, it } from 'vitest';
import { productionEnv } from '../testing/production-env';
import { loadConfig } from './config';
import { publicOrigin } from './public-origin';

describe('the origin of links a buyer follows back', () => {
  it('is the host the buyer is on, outside a real deployment', () => {
    const config = loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' });
    expect(publicOrigin(config, 'http://192.168.1.20:3000/api/v1/mobile/checkout/orders')).toBe(
      'http://192.168.1.20:3000',
    );
  });

  it('is PUBLIC_URL in production, whatever Host the request names', () => {
    const config = loadConfig(productionEnv);
    expect(publicOrigin(config, 'http://evil.example/api/v1/mobile/checkout/orders')).toBe(
      'https://chodep.example',
    );
  });
});
