import { describe, expect, it } from 'vitest';
import { findOffensiveTerm } from './offensive-content';

const offensive = [
  // Accented, as written
  'Shop này bán hàng như lồn',
  'Địt mẹ shop lừa đảo',
  'đéo mua nữa',
  'Con đĩ này',
  'Đẹp vãi lồn',
  'Mẹ kiếp, giao hàng chậm',
  // Without accents
  'dit me shop',
  'du ma giao cham qua',
  'me kiep that',
  // Chat abbreviations
  'dm shop',
  'Đm giao chậm',
  'ĐCM',
  'đẹp vcl',
  'Xấu VL',
  'cc gì vậy',
  'đkm',
  'clm',
  // Digits and symbols for letters
  'd1t me',
  'l0n',
  'c4c',
  'sh1t',
  'b!tch',
  '$hit happens',
  'đjt',
  // Letters split apart
  'đ.m shop',
  'Đ.M',
  'l ồ n',
  'l.o.n',
  'v.c.l',
  'v c l',
  'd i t m e',
  'c-c',
  // Stretched letters
  'vclllll',
  'điiiiịt',
  'đmmmmm',
  'ccccc',
  'fuuuuck',
  // ph for f
  'phuck you',
  'PHUCK',
  // English
  'what the fuck',
  'Motherfucker',
];

const innocent = [
  'Các bạn ơi, buổi sáng đeo kính đi dạo phố',
  'cac ban oi buoi sang deo kinh di dao pho',
  'Mua lon nước ngọt, hai lon bia',
  'mua lon bia',
  'Du lịch Đà Lạt mặc gì?',
  'du lich da lat mac gi',
  'Xe 150 cc chạy êm',
  'xe 110 cc',
  'Cao 1m60 nặng 50kg mặc size M',
  'cao 1m55 45kg size S',
  'Áo size S M L XL đủ màu',
  'Phối đồ phong cách Hàn Quốc #phoi_do',
  'phoi do di lam',
  'Điểm 10 cho shop',
  'diem 10 cho shop',
  'Vai lớn mặc áo này vẫn đẹp',
  'vai lon mac ao nay van dep',
  'Edit ảnh xíu cho đẹp',
  'Credit: ảnh của bạn mình',
  'Con đi học về',
  'Đĩa sứ đẹp',
  'Cặp sách xinh',
  'Phác thảo mẫu váy mới',
  'Đụng hàng với bạn thân',
  'Đủ size nha',
  'Quận 1, đường D1',
  'Váy đi tiệc, đeo túi đi làm',
  'Lồng đèn trung thu',
  'Cocktail dress for the party',
  'Shiitake mushrooms and assessment',
  'Ừ à, đẹp thật',
  'Mua 2 cái, mỗi cái 5 dm',
  'Đo vòng eo 5 dm',
  'Bộ đồ đẹp dã man',
  'Buổi tối đi chơi',
  'deo tui di lam',
  'Dép đi biển',
  'Vải mát, mặc đi làm rất thích',
  'A4',
  '',
];

describe('offensive content', () => {
  it.each(offensive)('refuses %j', (text) => {
    expect(findOffensiveTerm(text)).not.toBeNull();
  });

  it.each(innocent)('accepts %j', (text) => {
    expect(findOffensiveTerm(text)).toBeNull();
  });

  it('names the term it found', () => {
    expect(findOffensiveTerm('đ.m shop')).toBe('đm');
    expect(findOffensiveTerm('phuck')).toBe('fuck');
    expect(findOffensiveTerm('d i t m e')).toBe('địt mẹ');
  });

  it('reads decomposed (NFD) accents like composed ones', () => {
    expect(findOffensiveTerm('Đẹp vãi lồn'.normalize('NFD'))).toBe('lồn');
    expect(findOffensiveTerm('Các bạn ơi'.normalize('NFD'))).toBeNull();
  });
});
