import { get, useController, useFormContext, useFormState } from 'react-hook-form';
import { TextField } from '../../../ui/text-field';
import type { VoucherFormValues } from './voucher-form-values';

/** The fields typed as free text (names, amounts, times), not chosen from a list. */
type BoxName = {
  [K in keyof VoucherFormValues]: string extends VoucherFormValues[K] ? K : never;
}[keyof VoucherFormValues];

/**
 * One value of the voucher form and how to change it. A change takes away the message under
 * the field: it described the old value (the next save checks again).
 */
export function useVoucherField<K extends keyof VoucherFormValues>(name: K) {
  const { control, clearErrors } = useFormContext<VoucherFormValues>();
  const { field } = useController({ control, name });
  return {
    value: field.value as VoucherFormValues[K],
    set: (value: VoucherFormValues[K]) => {
      field.onChange(value);
      clearErrors(name);
    },
  };
}

/**
 * The message at a path of the request body (the schema's and the API's paths: `code`,
 * `productIds.2`, `conditions`), if any.
 */
export function useVoucherErrors() {
  const { control } = useFormContext<VoucherFormValues>();
  const { errors } = useFormState({ control });
  return (path: string): string | undefined => {
    const entry: { message?: unknown } | undefined = get(errors, path);
    return typeof entry?.message === 'string' ? entry.message : undefined;
  };
}

/**
 * A text box of the voucher form. Amounts take digits (inputMode numeric); a running voucher
 * shows its fixed terms (`locked`) read-only, as the API refuses to change them anyway.
 */
export function VoucherBox({
  name,
  label,
  hint,
  max,
  type,
  locked = false,
  running,
}: {
  name: BoxName;
  label: string;
  hint?: string;
  max?: number;
  type?: 'datetime-local';
  locked?: boolean;
  running: boolean;
}) {
  const box = useVoucherField(name);
  const errorAt = useVoucherErrors();
  const words = name === 'name' || name === 'code';
  return (
    <TextField
      label={label}
      hint={hint}
      value={box.value as string}
      type={type ?? 'text'}
      inputMode={type || words ? undefined : 'numeric'}
      maxLength={max}
      disabled={running && locked}
      error={errorAt(name)}
      onChange={(event) => box.set(event.target.value)}
    />
  );
}
