import { ERROR_CODES } from '@cho-dep/core/errors/error-codes';
import { hasKey } from '@cho-dep/i18n/translate';
import { describe, expect, it } from 'vitest';

describe('error messages', () => {
  it('exist for every error code in every language', () => {
    for (const language of ['vi', 'en', 'ko'] as const) {
      const missing = ERROR_CODES.filter((code) => !hasKey(language, `errors.${code}`));
      expect(missing, language).toEqual([]);
    }
  });
});
