import { vietnamYear } from '@cho-dep/core/shops/citizen-id';
import { identityCardFormSchema } from '@cho-dep/core/shops/shop-registration-schemas';
import { type FormEvent, useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useFormErrors } from '../../../lib/use-form-errors';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import { VerifyContactStep } from '../../../ui/verify-contact-step';
import styles from './onboarding.module.css';
import { fetchRegistration, type ShopRegistrationView, sendIdentityCard } from './onboarding-api';
import { DOCUMENT_MAX_MB, PhotoField } from './photo-field';

type Verification = ShopRegistrationView['verification'];

/**
 * product.md §4, Identity verification: phone OTP, email code and the ID card (number and
 * both sides), each shown with its state; registration opens when all three are done.
 */
export function IdentityVerification({
  view,
  onChange,
  onContinue,
}: {
  view: ShopRegistrationView;
  onChange: (view: ShopRegistrationView) => void;
  onContinue: () => void;
}) {
  const t = useT();
  const { verification } = view;
  const refresh = async () => onChange(await fetchRegistration());
  return (
    <Card as="section" className={styles.card} aria-labelledby="verify-heading">
      <div>
        <h2 id="verify-heading" className={styles.subheading}>
          {t('onboarding.verify.heading')}
        </h2>
        <p className={styles.muted}>{t('onboarding.verify.intro')}</p>
      </div>
      <div>
        <ContactRow kind="phone" state={verification.phone} onVerified={refresh} />
        <ContactRow kind="email" state={verification.email} onVerified={refresh} />
        <IdCardRow card={verification.idCard} onSaved={onChange} />
      </div>
      <div className={styles.actions}>
        <Button disabled={!verification.complete} onClick={onContinue}>
          {t('onboarding.verify.continue')}
        </Button>
      </div>
    </Card>
  );
}

function StateBadge({ done }: { done: boolean }) {
  const t = useT();
  return (
    <Badge tone={done ? 'success' : 'warning'}>
      {done ? t('onboarding.verify.verified') : t('onboarding.verify.notVerified')}
    </Badge>
  );
}

function ContactRow({
  kind,
  state,
  onVerified,
}: {
  kind: 'phone' | 'email';
  state: Verification['phone'];
  onVerified: () => Promise<void>;
}) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(state.value ?? '');
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => setValue(state.value ?? ''), [state.value]);

  return (
    <div className={styles.checkRow}>
      <div className={styles.checkHead}>
        <div className={styles.checkTitle}>
          <strong>{t(`onboarding.verify.${kind}`)}</strong>
          {state.value && <span className={styles.checkValue}>{state.display ?? state.value}</span>}
        </div>
        <StateBadge done={state.verified} />
      </div>
      {!state.verified && !editing && target === null && (
        <div>
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            {t('onboarding.verify.verifyAction')}
          </Button>
        </div>
      )}
      {editing && target === null && (
        <form
          className={styles.inline}
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            if (value.trim()) setTarget(value.trim());
          }}
        >
          <TextField
            label={t(kind === 'phone' ? 'onboarding.verify.phoneInput' : 'onboarding.verify.emailInput')}
            name={kind}
            type={kind === 'phone' ? 'tel' : 'email'}
            autoComplete={kind === 'phone' ? 'tel' : 'email'}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            required
          />
          <Button type="submit" disabled={!value.trim()}>
            {t('onboarding.verify.sendCode')}
          </Button>
          <Button variant="ghost" onClick={() => setEditing(false)}>
            {t('onboarding.verify.cancel')}
          </Button>
        </form>
      )}
      {target !== null && (
        <>
          <VerifyContactStep
            contact={{ kind, target }}
            canSkip={false}
            onDone={async () => {
              setTarget(null);
              setEditing(false);
              await onVerified();
            }}
          />
          <Button variant="ghost" size="sm" onClick={() => setTarget(null)}>
            {t('onboarding.verify.change')}
          </Button>
        </>
      )}
    </div>
  );
}

function IdCardRow({
  card,
  onSaved,
}: {
  card: Verification['idCard'];
  onSaved: (view: ShopRegistrationView) => void;
}) {
  const t = useT();
  const toast = useToast();
  const form = useFormErrors();
  const [editing, setEditing] = useState(card === null);
  const [idNumber, setIdNumber] = useState(card?.idNumber ?? '');
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  const [previews, setPreviews] = useState<{ front: string | null; back: string | null }>({
    front: card?.front?.url ?? null,
    back: card?.back?.url ?? null,
  });

  const pick = (side: 'front' | 'back') => (file: File) => {
    (side === 'front' ? setFront : setBack)(file);
    setPreviews((current) => ({ ...current, [side]: URL.createObjectURL(file) }));
    form.clear(side);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = form.validate(identityCardFormSchema(vietnamYear(new Date())), { idNumber, front, back });
    if (!parsed || !front || !back) return;
    let saved: ShopRegistrationView | undefined;
    const ok = await form.run(async () => {
      saved = await sendIdentityCard(parsed.idNumber, front, back);
    });
    if (ok && saved) {
      toast.show(t('onboarding.verify.idCardDone'), 'success');
      setEditing(false);
      onSaved(saved);
    }
  }

  return (
    <div className={styles.checkRow}>
      <div className={styles.checkHead}>
        <div className={styles.checkTitle}>
          <strong>{t('onboarding.verify.idCard')}</strong>
          {card && <span className={styles.checkValue}>{card.idNumber}</span>}
        </div>
        <StateBadge done={card !== null} />
      </div>
      {!editing && card && (
        <div>
          <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
            {t('onboarding.verify.change')}
          </Button>
        </div>
      )}
      {editing && (
        <form className={styles.form} onSubmit={submit} noValidate>
          {form.form && <Alert>{form.form}</Alert>}
          <TextField
            label={t('onboarding.verify.idNumber')}
            hint={t('onboarding.verify.idNumberHint')}
            name="idNumber"
            inputMode="numeric"
            maxLength={12}
            value={idNumber}
            onChange={(event) => {
              setIdNumber(event.target.value.replace(/\D/g, ''));
              form.clear('idNumber');
            }}
            error={form.fields.idNumber}
            required
          />
          <div className={styles.photos}>
            <PhotoField
              name="front"
              label={t('onboarding.verify.front')}
              previewUrl={previews.front}
              onFile={pick('front')}
              error={form.fields.front}
            />
            <PhotoField
              name="back"
              label={t('onboarding.verify.back')}
              previewUrl={previews.back}
              onFile={pick('back')}
              error={form.fields.back}
            />
          </div>
          <p className={styles.muted}>{t('onboarding.photo.hint', { maxMb: DOCUMENT_MAX_MB })}</p>
          <div className={styles.actions}>
            {card && (
              <Button variant="ghost" onClick={() => setEditing(false)}>
                {t('onboarding.verify.cancel')}
              </Button>
            )}
            <Button type="submit" loading={form.busy}>
              {t('onboarding.verify.saveIdCard')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
