import type { PickerProduct } from '@cho-dep/api/shops/categories/shop-category-schemas';
import { useState } from 'react';
import { ProductPicker } from './product-picker';

/**
 * The products a seller form picks (a banner's, a shop category's): the list, the picker
 * opened from the list's "add" button, and `picker` to render after the <form> (the picker has
 * its own search form, and forms do not nest). With `max`, adding stops at that many.
 */
export function usePickedProducts(initial: readonly PickerProduct[], max?: number) {
  const [items, setItems] = useState<PickerProduct[]>([...initial]);
  const [picking, setPicking] = useState(false);
  const full = max !== undefined && items.length >= max;
  const picker = picking && (
    <ProductPicker
      chosen={new Set(items.map((p) => p.id))}
      onAdd={(product) =>
        setItems((current) => (max !== undefined && current.length >= max ? current : [...current, product]))
      }
      onClose={() => setPicking(false)}
    />
  );
  return {
    items,
    picker,
    /** What <ProductListField> needs of the list. */
    list: {
      items,
      addDisabled: full,
      onAdd: () => setPicking(true),
      onRemove: (id: string) => setItems((current) => current.filter((p) => p.id !== id)),
    },
  };
}
