import { describe, expect, it } from 'vitest';
import { fillPageSettings, pageSettings } from './page-settings';

describe('page settings', () => {
  it('states the one service-fee reading in force', () => {
    const waived = pageSettings('vi', 'waived');
    const charged = pageSettings('vi', 'charged');
    expect(waived.serviceFeeYearOne).toContain('0%');
    expect(charged.serviceFeeYearOne).toContain('3%');
    for (const text of [...Object.values(waived), ...Object.values(charged)]) {
      expect(text).not.toMatch(/hai mức|hoặc 3%/);
    }
  });

  it('fills known names as text and leaves others', () => {
    expect(fillPageSettings('<td>{{fee}}</td><p>{{ other }}</p>', { fee: '<b>0%</b>' })).toBe(
      '<td>&lt;b&gt;0%&lt;/b&gt;</td><p>{{ other }}</p>',
    );
  });
});
