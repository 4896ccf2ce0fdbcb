/** Named colours of the demo catalog: the variant value a buyer picks and the tint of its picture. */
export interface NamedColour {
  /** The value shown to buyers (Màu sắc). */
  name: string;
  /** ASCII form used in storage keys. */
  slug: string;
  hex: string;
}

const c = (name: string, slug: string, hex: string): NamedColour => ({ name, slug, hex });

export const PALETTES = {
  fabric: [
    c('Đen', 'den', '#2b2b2e'),
    c('Trắng', 'trang', '#f7f7f5'),
    c('Be', 'be', '#d9c3a5'),
    c('Hồng phấn', 'hong-phan', '#f2b5c4'),
    c('Xanh navy', 'xanh-navy', '#2f3e63'),
    c('Xanh mint', 'xanh-mint', '#a8dcc9'),
    c('Đỏ đô', 'do-do', '#8e2b3a'),
    c('Xám tro', 'xam-tro', '#9ea3a8'),
    c('Vàng bơ', 'vang-bo', '#f1d98a'),
    c('Nâu tây', 'nau-tay', '#7a5238'),
  ],
  denim: [
    c('Xanh đậm', 'xanh-dam', '#34496e'),
    c('Xanh nhạt', 'xanh-nhat', '#8fb1d6'),
    c('Đen', 'den', '#2b2b2e'),
    c('Xám khói', 'xam-khoi', '#7d8288'),
  ],
  leather: [
    c('Đen', 'den', '#2b2b2e'),
    c('Nâu bò', 'nau-bo', '#8a5a3b'),
    c('Be', 'be', '#d9c3a5'),
    c('Trắng kem', 'trang-kem', '#efe6d6'),
    c('Hồng ruốc', 'hong-ruoc', '#e8a598'),
  ],
  jewel: [
    c('Bạc', 'bac', '#c0c4cc'),
    c('Vàng', 'vang', '#d9b45a'),
    c('Vàng hồng', 'vang-hong', '#e0a890'),
    c('Ngọc lục bảo', 'ngoc-luc-bao', '#2e8b6e'),
  ],
  lip: [
    c('Đỏ gạch', 'do-gach', '#b5452f'),
    c('Hồng đất', 'hong-dat', '#c07a76'),
    c('Cam cháy', 'cam-chay', '#d0602c'),
    c('Đỏ cherry', 'do-cherry', '#a3132b'),
    c('Nude', 'nude', '#d49f86'),
  ],
  pack: [
    c('Trắng sữa', 'trang-sua', '#f4f1ea'),
    c('Hồng đào', 'hong-dao', '#f6c1b3'),
    c('Xanh lá', 'xanh-la', '#9cc9a3'),
    c('Xanh biển', 'xanh-bien', '#9ec3e6'),
    c('Tím lavender', 'tim-lavender', '#c9b8e8'),
  ],
} as const satisfies Record<string, readonly NamedColour[]>;

export type PaletteName = keyof typeof PALETTES;
