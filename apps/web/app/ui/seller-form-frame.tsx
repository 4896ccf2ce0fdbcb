import type { FormEvent, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import type { ErrorSummaryEntry } from '../lib/form-error-focus';
import { useT } from '../lib/i18n';
import { Alert } from './alert';
import { Button, buttonClassName } from './button';
import { FormErrorSummary } from './form-error-summary';
import styles from './seller-marketing.module.css';
import { SellerPageHead } from './seller-page-head';

/** What the frame shows of a form's state (useFormErrors, or a react-hook-form form). */
export interface FrameErrors {
  formRef: Ref<HTMLFormElement>;
  busy: boolean;
  /** The form's own message (not tied to a field). */
  form?: string;
  summary: ErrorSummaryEntry[];
}

/**
 * The frame of a seller-centre create/edit form (banners, shop categories, vouchers): title
 * and back link, a notice, the form's own message and the summary of a refused submit on top,
 * its panels, then Cancel and the submit button. The words come from the catalog `ns`, which
 * names them alike (meta.create/edit, form.back/cancel/create/save). `outside` comes after the
 * <form>: pickers have their own search form, and forms do not nest.
 */
export function SellerFormFrame({
  ns,
  editing,
  backHref,
  errors,
  onSubmit,
  notice,
  children,
  outside,
}: {
  ns: 'sellerBanners' | 'shopCategories' | 'sellerVouchers';
  editing: boolean;
  backHref: string;
  errors: FrameErrors;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  notice?: ReactNode;
  children: ReactNode;
  outside?: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <form ref={errors.formRef} className={styles.screen} onSubmit={onSubmit} noValidate>
        <SellerPageHead
          title={t(`${ns}.meta.${editing ? 'edit' : 'create'}`)}
          backHref={backHref}
          backLabel={t(`${ns}.form.back`)}
        />
        {notice}
        {errors.form && <Alert>{errors.form}</Alert>}
        <FormErrorSummary errors={errors} />
        {children}
        <div className={styles.footer}>
          <Link to={backHref} className={buttonClassName({ variant: 'neutral' })}>
            {t(`${ns}.form.cancel`)}
          </Link>
          <Button type="submit" loading={errors.busy}>
            {t(`${ns}.form.${editing ? 'save' : 'create'}`)}
          </Button>
        </div>
      </form>
      {outside}
    </>
  );
}
