import type { FilterableAttribute } from './search-query';

/**
 * The common values offered for each attribute filter. Attributes are free texts chosen by
 * sellers from suggestions (catalog/product-attributes.ts), so the filter sends the value as
 * sellers write it, in Vietnamese; `key` names its translation (i18n search.attributeValues).
 * A value outside these lists can still arrive in a shared link and is shown as written.
 */
export interface AttributeChoice {
  key: string;
  value: string;
}

export const ATTRIBUTE_CHOICES: Record<FilterableAttribute, readonly AttributeChoice[]> = {
  style: [
    { key: 'basic', value: 'Basic' },
    { key: 'office', value: 'Công sở' },
    { key: 'feminine', value: 'Nữ tính' },
    { key: 'korean', value: 'Hàn Quốc' },
    { key: 'streetwear', value: 'Streetwear' },
    { key: 'sporty', value: 'Thể thao' },
    { key: 'vintage', value: 'Vintage' },
    { key: 'elegant', value: 'Thanh lịch' },
    { key: 'beach', value: 'Đi biển' },
    { key: 'minimal', value: 'Tối giản' },
    { key: 'smart', value: 'Lịch lãm' },
    { key: 'cute', value: 'Dễ thương' },
  ],
  pattern: [
    { key: 'plain', value: 'Trơn' },
    { key: 'printed', value: 'Họa tiết' },
    { key: 'striped', value: 'Kẻ sọc' },
    { key: 'lettering', value: 'In chữ' },
    { key: 'floral', value: 'Hoa nhí' },
  ],
  collar: [
    { key: 'round', value: 'Cổ tròn' },
    { key: 'turnDown', value: 'Cổ bẻ' },
    { key: 'vNeck', value: 'Cổ tim' },
    { key: 'mandarin', value: 'Cổ đức' },
  ],
  season: [
    { key: 'allYear', value: 'Quanh năm' },
    { key: 'summer', value: 'Mùa hè' },
    { key: 'springSummer', value: 'Xuân hè' },
    { key: 'autumnWinter', value: 'Thu đông' },
  ],
  bodyShape: [
    { key: 'any', value: 'Mọi dáng người' },
    { key: 'pear', value: 'Dáng quả lê' },
    { key: 'hourglass', value: 'Dáng đồng hồ cát' },
    { key: 'rectangle', value: 'Dáng chữ nhật' },
  ],
  origin: [
    { key: 'vietnam', value: 'Việt Nam' },
    { key: 'korea', value: 'Hàn Quốc' },
  ],
  material: [
    { key: 'cotton', value: 'Cotton' },
    { key: 'linen', value: 'Linen' },
    { key: 'silk', value: 'Lụa' },
    { key: 'chiffon', value: 'Voan' },
    { key: 'slub', value: 'Đũi' },
    { key: 'denim', value: 'Denim' },
    { key: 'khaki', value: 'Kaki' },
    { key: 'wool', value: 'Len' },
    { key: 'leather', value: 'Da bò' },
  ],
  sleeveStyle: [
    { key: 'short', value: 'Tay ngắn' },
    { key: 'long', value: 'Tay dài' },
    { key: 'elbow', value: 'Tay lỡ' },
    { key: 'sleeveless', value: 'Sát nách' },
  ],
};

/** The translation key of a value, or null when it is not one of the common values. */
export function attributeChoiceKey(attribute: FilterableAttribute, value: string): string | null {
  const wanted = value.normalize('NFC').toLocaleLowerCase('vi');
  const match = ATTRIBUTE_CHOICES[attribute].find(
    (choice) => choice.value.normalize('NFC').toLocaleLowerCase('vi') === wanted,
  );
  return match?.key ?? null;
}
