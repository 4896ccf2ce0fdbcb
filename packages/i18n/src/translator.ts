/**
 * The lookup behind every text on a page, in a mail or in an SMS: a dotted key
 * (`cart.lineCount`) read from the language's catalog, with Vietnamese as the fallback, then
 * the key itself. It does what the catalogs ask of it and no more, so the page does not carry a
 * general translation library to the phone:
 *
 * - `{{name}}` takes a param as written (React escapes what it renders; mails escape in their
 *   template); `{{count, number}}` writes the number as the language groups digits
 *   (1.234 in Vietnamese, 1,234 in English); a param not given stays visible as `{{name}}`.
 * - A numeric `count` picks the plural form its language has (CLDR, through Intl.PluralRules):
 *   `key_one` / `key_other`, then the plain key. A count passed already written ("1.000+")
 *   takes the `_other` form.
 * - `$t(other.key)` inside a text is replaced by that text (after the params are filled, so
 *   `$t(blook.slots.{{slot}})` names the slot).
 * - A missing text gives `defaultValue` when one is passed, else the key.
 */
export type TranslateOptions = { count?: number | string; defaultValue?: string } & Record<string, unknown>;
export type TFunction = (key: string, options?: TranslateOptions) => string;

/** A language's texts: namespaces of nested objects of strings. */
type TextTree = { readonly [key: string]: TextTree | string };

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function pluralRule(language: string): Intl.PluralRules {
  let rule = pluralRules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    pluralRules.set(language, rule);
  }
  return rule;
}

function numberFormat(language: string): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    numberFormats.set(language, format);
  }
  return format;
}

/**
 * Texts already found, per catalog: a page asks for the same few hundred keys on every render
 * (a grid asks for each card's), and walking the dotted path each time was a visible share of
 * a page's server time. A catalog is never changed in place (a part that arrives makes a new
 * one), so what was found in one stays true; a key not found is walked again next time.
 */
const found = new WeakMap<TextTree, Map<string, string>>();

function lookup(tree: TextTree | undefined, key: string): string | undefined {
  if (tree === undefined) return undefined;
  let known = found.get(tree);
  if (!known) {
    known = new Map();
    found.set(tree, known);
  }
  const seen = known.get(key);
  if (seen !== undefined) return seen;
  const text = walk(tree, key);
  if (text !== undefined) known.set(key, text);
  return text;
}

function walk(tree: TextTree, key: string): string | undefined {
  let node: TextTree | string | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** The text of `key` in one language (plural form first when counting), if the catalog has it. */
function find(tree: TextTree | undefined, language: string, key: string, count: unknown): string | undefined {
  if (count !== undefined) {
    // A count already written as text ("1.000+") reads as many.
    const form = typeof count === 'number' ? pluralRule(language).select(count) : 'other';
    const plural = lookup(tree, `${key}_${form}`);
    if (plural !== undefined) return plural;
  }
  return lookup(tree, key);
}

const PARAM = /\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g;
const NESTED = /\$t\(([\w.-]+)\)/g;

function fill(text: string, language: string, options: TranslateOptions): string {
  return text.replace(PARAM, (match, name: string, format: string | undefined) => {
    const value = options[name];
    if (value === undefined || value === null) return match;
    if (format === 'number' && typeof value === 'number') return numberFormat(language).format(value);
    return String(value);
  });
}

/**
 * A translate function for `language` over catalogs read at each call (`texts(language)`), so
 * texts registered later (a part of the catalog loaded after the page) are found at once.
 */
export function createTranslator(
  language: string,
  texts: (language: string) => TextTree | undefined,
  fallbackLanguage: string | false = 'vi',
): TFunction {
  const t: TFunction = (key, options = {}) => {
    let text = find(texts(language), language, key, options.count);
    let textLanguage = language;
    if (text === undefined && fallbackLanguage && fallbackLanguage !== language) {
      text = find(texts(fallbackLanguage), fallbackLanguage, key, options.count);
      textLanguage = fallbackLanguage;
    }
    if (text === undefined) return options.defaultValue ?? key;
    if (text.includes('{{')) text = fill(text, textLanguage, options);
    if (text.includes('$t(')) text = text.replace(NESTED, (_, nested: string) => t(nested));
    return text;
  };
  return t;
}
