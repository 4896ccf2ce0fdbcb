import { hasKey, translate } from '@cho-dep/i18n/translate';
import { describe, expect, it } from 'vitest';

describe("group buying's notification texts", () => {
  it('exist in Vietnamese, English and Korean, with the seats left counted', () => {
    for (const language of ['vi', 'en', 'ko'] as const) {
      for (const kind of ['filled', 'failed'])
        expect(hasKey(language, `notifications.group_buying.${kind}`)).toBe(true);
      const joined = translate(language, 'notifications.group_buying.joined', {
        name: 'Lan',
        product: 'Áo',
        count: 1,
      });
      expect(joined).toContain('Lan');
      expect(joined).not.toContain('notifications.');
      expect(hasKey(language, 'notifications.settings.types.group_buying')).toBe(true);
    }
    expect(
      translate('en', 'notifications.group_buying.joined', { name: 'Lan', product: 'Áo', count: 2 }),
    ).toContain('2 seats left');
  });
});
