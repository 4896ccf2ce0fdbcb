import type { PaletteName } from './demo-palettes';

/**
 * How the demo products of each sub-category vary: by colour (the palette) and by a second
 * option. `colours: false` means the picture colour is the packaging, not a buyer's choice.
 */
export interface DemoSubSpec {
  palette: PaletteName;
  colours: boolean;
  second: { name: string; values: readonly string[] } | null;
  /** Original price range in thousands of dong. */
  priceK: readonly [number, number];
  weightGrams: readonly [number, number];
  gender: 'male' | 'female' | 'unisex';
}

const size = { name: 'Kích cỡ', values: ['S', 'M', 'L', 'XL'] };
const womenSize = { name: 'Kích cỡ', values: ['S', 'M', 'L'] };
const menWaist = { name: 'Kích cỡ', values: ['29', '30', '31', '32', '34'] };
const womenWaist = { name: 'Kích cỡ', values: ['26', '27', '28', '29', '30'] };
const shoeSize = { name: 'Kích cỡ', values: ['36', '37', '38', '39', '40', '41', '42', '43'] };
const volume = { name: 'Dung tích', values: ['30ml', '50ml', '100ml'] };
const tube = { name: 'Dung tích', values: ['50ml', '100ml', '150ml'] };
const pack = { name: 'Quy cách', values: ['1 miếng', 'Hộp 5 miếng', 'Hộp 10 miếng'] };

const sub = (
  palette: PaletteName,
  second: DemoSubSpec['second'],
  priceK: readonly [number, number],
  weightGrams: readonly [number, number],
  gender: DemoSubSpec['gender'],
  colours = true,
): DemoSubSpec => ({ palette, colours, second, priceK, weightGrams, gender });

export const DEMO_SUB_SPECS: Record<string, DemoSubSpec> = {
  'ao-thun-nam': sub('fabric', size, [89, 359], [180, 260], 'male'),
  'ao-so-mi-nam': sub('fabric', size, [189, 590], [220, 320], 'male'),
  'ao-polo-nam': sub('fabric', size, [159, 450], [220, 300], 'male'),
  'quan-jeans-nam': sub('denim', menWaist, [259, 790], [500, 750], 'male'),
  'quan-short-nam': sub('fabric', menWaist, [129, 350], [200, 350], 'male'),
  'ao-khoac-nam': sub('fabric', size, [299, 1290], [450, 900], 'male'),
  'ao-thun-nu': sub('fabric', womenSize, [89, 299], [150, 220], 'female'),
  'ao-kieu-nu': sub('fabric', womenSize, [159, 490], [160, 260], 'female'),
  dam: sub('fabric', womenSize, [199, 990], [250, 500], 'female'),
  'chan-vay': sub('fabric', womenSize, [149, 450], [200, 350], 'female'),
  'quan-jeans-nu': sub('denim', womenWaist, [229, 690], [450, 650], 'female'),
  'ao-khoac-nu': sub('fabric', womenSize, [259, 1190], [350, 800], 'female'),
  'tui-xach': sub('leather', null, [199, 1290], [400, 900], 'female'),
  giay: sub('leather', shoeSize, [249, 1290], [600, 1000], 'unisex'),
  'trang-suc': sub('jewel', null, [99, 890], [20, 80], 'female'),
  'mu-non': sub('fabric', null, [89, 290], [100, 180], 'unisex'),
  'kinh-mat': sub('leather', null, [129, 690], [80, 150], 'unisex'),
  'that-lung-vi': sub('leather', null, [149, 690], [150, 300], 'male'),
  'do-ngu': sub('fabric', womenSize, [149, 450], [250, 400], 'female'),
  'do-boi': sub('fabric', womenSize, [179, 590], [150, 250], 'female'),
  'do-the-thao': sub('fabric', size, [119, 490], [150, 300], 'unisex'),
  'tat-vo': sub(
    'fabric',
    { name: 'Quy cách', values: ['1 đôi', 'Combo 3 đôi', 'Combo 5 đôi'] },
    [29, 129],
    [40, 200],
    'unisex',
  ),
  'son-moi': sub('lip', null, [99, 650], [20, 60], 'female'),
  'kem-duong': sub('pack', volume, [159, 1190], [80, 250], 'unisex', false),
  'sua-rua-mat': sub('pack', tube, [89, 490], [100, 250], 'unisex', false),
  'kem-chong-nang': sub('pack', tube, [149, 590], [80, 200], 'unisex', false),
  serum: sub('pack', volume, [199, 1290], [80, 200], 'unisex', false),
  'mat-na': sub('pack', pack, [25, 390], [30, 300], 'unisex', false),
  'nuoc-hoa': sub(
    'pack',
    { name: 'Dung tích', values: ['10ml', '30ml', '50ml'] },
    [190, 1290],
    [100, 400],
    'unisex',
    false,
  ),
  'trang-diem-mat': sub('lip', null, [129, 690], [50, 150], 'female'),
};
