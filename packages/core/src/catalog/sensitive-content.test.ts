import { describe, expect, it } from 'vitest';
import { findSensitiveContent, findSensitiveTerm, foldAccents } from './sensitive-content';

describe('sensitive content', () => {
  it('folds accents and đ', () => {
    expect(foldAccents('Súng Hơi Đạn')).toBe('sung hoi dan');
  });

  it('finds a term with or without its accents', () => {
    expect(findSensitiveTerm('Bán súng hơi giá rẻ')).toBe('súng');
    expect(findSensitiveTerm('ban sung hoi gia re')).toBe('súng');
    expect(findSensitiveTerm('Bán sung hơi giá rẻ')).toBe('súng hơi');
    expect(findSensitiveTerm('Túi xách HÀNG FAKE loại 1')).toBe('hàng fake');
    expect(findSensitiveTerm('tui xach hang gia loai 1')).toBe('hàng giả');
    expect(findSensitiveTerm('Nerf GUN toy')).toBe('gun');
    expect(findSensitiveTerm('Bột ma tuý cao cấp')).toBe('ma tuý');
  });

  it('leaves innocent words that fold to a term alone', () => {
    expect(findSensitiveTerm('Kem dưỡng bổ sung collagen, sung sướng mỗi ngày')).toBeNull();
    expect(findSensitiveTerm('Váy mà tùy dáng người vẫn đẹp')).toBeNull();
    expect(findSensitiveTerm('Áo len đan tay, hàng giá tốt')).toBeNull();
    expect(findSensitiveTerm('bo sung vitamin')).toBeNull();
    expect(findSensitiveTerm('Kem bổ sung độ ẩm, sung sướng')).toBeNull();
    expect(findSensitiveTerm('ao len dan tay deo vai')).toBeNull();
    expect(findSensitiveTerm('du lich he cac ban')).toBeNull();
  });

  it('reads "sung" as "súng" in a text typed without any accent, except in everyday phrases', () => {
    expect(findSensitiveTerm('ban sung do choi gia re')).toBe('súng');
    expect(findSensitiveTerm('SUNG luc mini')).toBe('súng');
    expect(findSensitiveTerm('kem duong bo sung collagen, sung suong ca ngay')).toBeNull();
    // With accents elsewhere in the text, a bare "sung" is the everyday word.
    expect(findSensitiveTerm('Serum sung mọng')).toBeNull();
  });

  it('matches whole words only', () => {
    expect(findSensitiveTerm('Gunmetal grey watch strap')).toBeNull();
    expect(findSensitiveTerm('Something methodical')).toBeNull();
    expect(findSensitiveTerm('Áo Pornsak')).toBeNull();
  });

  it('names the field, name first', () => {
    expect(findSensitiveContent({ name: 'Áo thun cotton', description: 'không phải hàng nhái đâu' })).toEqual(
      {
        field: 'description',
        term: 'hàng nhái',
      },
    );
    expect(findSensitiveContent({ name: 'Replica bag', description: 'hàng giả' })?.field).toBe('name');
    expect(findSensitiveContent({ name: 'Áo thun', description: null })).toBeNull();
  });
});
