import type { ProductInputBody } from '@cho-dep/core/catalog/product-input-schema';
import { useCallback } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { flatErrors, type ProductFieldErrors } from './product-form-errors';
import type { ProductFormValues } from './product-form-values';

/** The product form's react-hook-form handle, as its sections reach it. */
export function useProductFormContext() {
  return useFormContext<ProductFormValues, unknown, ProductInputBody>();
}

/**
 * One value of the product form and how to change it. A change takes away the messages under
 * the field and under `alsoClears` (the body's name for it, when that differs): they
 * described the old value.
 */
export function useProductField<K extends keyof ProductFormValues>(name: K, ...alsoClears: string[]) {
  const { control, setValue, clearErrors } = useProductFormContext();
  const value = useWatch({ control, name }) as ProductFormValues[K];
  const clears = alsoClears.join(' ');
  const change = useCallback(
    (next: ProductFormValues[K]) => {
      // The key and its value's type go together (K); react-hook-form cannot see it through K.
      setValue(name, next as never);
      clearErrors([name, ...(clears ? clears.split(' ') : [])] as never);
    },
    [name, clears, setValue, clearErrors],
  );
  return [value, change] as const;
}

/** Every message of the form by body path ("variants.0.price"), for the section on screen. */
export function useProductErrors(): ProductFieldErrors {
  const { control } = useProductFormContext();
  // Read anew on every render: react-hook-form clears messages inside the same object.
  return flatErrors(useFormState({ control }).errors);
}
