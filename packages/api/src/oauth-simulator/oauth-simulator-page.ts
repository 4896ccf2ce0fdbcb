import type { SocialProvider } from '@cho-dep/core/accounts/social/social-providers';
import type { Language } from '@cho-dep/core/locale/locales';
import { translate } from '@cho-dep/i18n/translate';
import { escapeHtml } from '../payment-simulator/simulator-page';

/**
 * The simulated providers' pages: the sign-in where a tester picks or types who they are, a
 * refusal, and Apple's self-posting form (form_post). Self-contained HTML, like the payment
 * simulator's, so it needs nothing from the web app's build.
 */
const BRANDS: Record<SocialProvider, { name: string; colour: string }> = {
  google: { name: 'Google', colour: '#1a73e8' },
  facebook: { name: 'Facebook', colour: '#1877f2' },
  zalo: { name: 'Zalo', colour: '#0068ff' },
  apple: { name: 'Apple', colour: '#000000' },
};

/** A few ready identities: two new people and the demo buyer (whose e-mail has an account: the link flow). */
export const PRESET_IDENTITIES = [
  { name: 'Lê Thu Hà', email: 'thuha.social@demo.vn', emailVerified: true },
  { name: 'Phạm Quốc Bảo', email: 'quocbao.social@demo.vn', emailVerified: false },
  { name: 'Người mua Demo', email: 'buyer@demo.vn', emailVerified: true },
] as const;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#f2f4f7;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1d2939}
header{background:var(--brand);color:#fff;padding:14px 20px;font-weight:700;font-size:18px;display:flex;justify-content:space-between;align-items:center;gap:12px}
header small{font-weight:400;font-size:13px;opacity:.9;text-align:right}
main{max-width:480px;margin:0 auto;padding:20px 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(16,24,40,.1)}
.notice{font-size:13px;color:#b54708;background:#fffaeb;border:1px solid #fedf89;border-radius:8px;padding:8px 12px;margin:0 0 16px}
h1{font-size:20px;margin:0 0 8px}
.app{font-size:13px;color:#667085;margin:0 0 16px;word-break:break-all}
fieldset{border:0;padding:0;margin:0 0 16px;display:grid;gap:8px}
legend{font-size:14px;font-weight:600;color:#475467;margin-bottom:8px}
.preset{display:flex;gap:10px;align-items:center;border:1px solid #d0d5dd;border-radius:8px;padding:10px 12px;min-height:48px;cursor:pointer}
.preset small{display:block;color:#667085;font-size:13px}
label.field{display:grid;gap:4px;font-size:14px;font-weight:600;color:#344054}
input[type=text],input[type=email]{font:inherit;border:1px solid #d0d5dd;border-radius:8px;padding:10px 12px;min-height:44px;width:100%}
.check{display:flex;gap:8px;align-items:center;min-height:44px;font-size:15px}
.hint{font-size:13px;color:#667085;margin:0}
.actions{display:grid;gap:10px;margin-top:8px}
button{font:inherit;font-weight:600;border-radius:8px;padding:12px;min-height:48px;cursor:pointer;border:1px solid #d0d5dd;background:#fff;color:#344054}
button.go{background:var(--brand);border-color:var(--brand);color:#fff}
`;

function frame(language: Language, provider: SocialProvider, body: string): string {
  const brand = BRANDS[provider];
  const title = translate(language, 'auth.socialSimulator.title', { provider: brand.name });
  return [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style></head>`,
    `<body style="--brand:${brand.colour}">`,
    `<header><span>${brand.name}</span><small>${escapeHtml(title)}</small></header>`,
    `<main>${body}</main></body></html>`,
  ].join('');
}

export function renderSignInPage(page: {
  language: Language;
  provider: SocialProvider;
  clientId: string;
  action: string;
  /** The authorization request, carried through the form untouched. */
  request: Record<string, string>;
  /** This response's CSP nonce, for the small script that fills the fields from a preset. */
  nonce: string;
}): string {
  const t = (key: string) => escapeHtml(translate(page.language, `auth.socialSimulator.${key}`));
  const hidden = Object.entries(page.request)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const hasEmail = page.provider !== 'zalo';
  const presets = PRESET_IDENTITIES.map((preset, index) => {
    const shown = hasEmail ? preset.email : '';
    return (
      `<label class="preset"><input type="radio" name="preset" value="${index}"${index === 0 ? ' checked' : ''}` +
      ` data-name="${escapeHtml(preset.name)}" data-email="${escapeHtml(shown)}" data-verified="${preset.emailVerified}">` +
      `<span>${escapeHtml(preset.name)}<small>${escapeHtml(shown)}${
        hasEmail && page.provider !== 'facebook' ? (preset.emailVerified ? ' ✓' : ' ✗') : ''
      }</small></span></label>`
    );
  }).join('');
  const first = PRESET_IDENTITIES[0];
  const emailFields = hasEmail
    ? `<label class="field">${t('email')}<input type="email" name="email" value="${escapeHtml(first.email)}"></label>` +
      (page.provider === 'facebook'
        ? ''
        : `<label class="check"><input type="checkbox" name="email_verified" value="true" checked>${t('emailVerified')}</label>`)
    : `<p class="hint">${t('zaloNoEmail')}</p>`;
  // Picking a preset fills the fields; the tester may still type anything.
  const fill =
    'document.querySelectorAll("input[name=preset]").forEach(function(r){r.addEventListener("change",function(){' +
    'var f=r.form;f.elements.name.value=r.dataset.name;if(f.elements.email){f.elements.email.value=r.dataset.email;}' +
    'if(f.elements.email_verified){f.elements.email_verified.checked=r.dataset.verified==="true";}});});';
  const script = `<script nonce="${escapeHtml(page.nonce)}">${fill}</script>`;
  return frame(
    page.language,
    page.provider,
    `<div class="card"><p class="notice">${t('notice')}</p>` +
      `<p class="app">${t('app')}: ${escapeHtml(page.clientId)}</p>` +
      `<form method="post" action="${escapeHtml(page.action)}">${hidden}` +
      `<fieldset><legend>${t('presets')}</legend>${presets}</fieldset>` +
      `<fieldset><label class="field">${t('name')}<input type="text" name="name" value="${escapeHtml(first.name)}" required></label>` +
      `${emailFields}</fieldset>` +
      `<div class="actions"><button class="go" type="submit" name="decision" value="allow">${t('submit')}</button>` +
      `<button type="submit" name="decision" value="deny">${t('cancel')}</button></div></form></div>${script}`,
  );
}

export function renderRefusal(language: Language, provider: SocialProvider, reasonKey: string): string {
  const t = (key: string) => escapeHtml(translate(language, `auth.socialSimulator.${key}`));
  return frame(language, provider, `<div class="card"><h1>${t('invalid')}</h1><p>${t(reasonKey)}</p></div>`);
}

/** Apple's form_post: the browser posts code, state (and the name, first time) to our callback. */
export function renderFormPost(
  language: Language,
  action: string,
  fields: Record<string, string>,
  nonce: string,
): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return frame(
    language,
    'apple',
    `<form method="post" action="${escapeHtml(action)}" id="f">${inputs}<p>${escapeHtml(
      translate(language, 'auth.socialSimulator.continueApple'),
    )}</p><noscript><button type="submit">OK</button></noscript></form>` +
      `<script nonce="${escapeHtml(nonce)}">document.getElementById("f").submit();</script>`,
  );
}
