/**
 * Realistic Vietnamese product names per sub-category: a base name and a selling point,
 * combined by the seed ('Áo thun cotton form rộng unisex' + 'in hình phong cách Hàn Quốc').
 * `materials` and `styles` feed the attributes and the description.
 */
export interface NameSpec {
  bases: readonly string[];
  extras: readonly string[];
  materials: readonly string[];
  styles: readonly string[];
}
