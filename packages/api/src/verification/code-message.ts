import { LIMITS } from '@cho-dep/core/constants/limits';
import type { Language } from '@cho-dep/core/locale/locales';
import type { VerificationPurpose } from '@cho-dep/core/verification/code-rules';
import type { Db, Tx } from '@cho-dep/db/client';
import { translate } from '@cho-dep/i18n/translate';
import { renderMail } from '../outbox/mail-layout';
import { enqueueMail, enqueueSms } from '../outbox/outbox-service';

/** The wording of a code message: a purpose's own, or the sign-up's (an account about to exist). */
export type CodeTemplate = VerificationPurpose | 'sign_up';

/** Queues the mail or SMS carrying a code, in the recipient's language, inside `tx`. */
export async function enqueueCodeMessage(
  tx: Db | Tx,
  input: {
    purpose: CodeTemplate;
    target: string;
    code: string;
    channel: 'email' | 'sms';
    language: Language;
  },
): Promise<void> {
  const { purpose, target, code, language } = input;
  const params = { code, count: LIMITS.verification.codeTtlMinutes };
  const t = (key: string) => translate(language, `verification.${key}`, params);
  const template = `verification.${purpose}`;
  if (input.channel === 'sms') {
    await enqueueSms(tx, { to: target, text: t(`${purpose}.sms`), template });
    return;
  }
  const { text, html } = renderMail(language, {
    heading: t(`${purpose}.heading`),
    intro: [t(`${purpose}.intro`)],
    highlight: code,
    outro: [t('validity'), t('neverShare'), t('notYou')],
  });
  await enqueueMail(tx, { to: target, subject: t(`${purpose}.subject`), text, html, template });
}
