/**
 * A deliberately small front-matter reader for our own content files: `key: value` lines
 * between `---` fences, values as strings, numbers, booleans or lists (`[a, b]` or `- item`
 * lines). Full YAML is far more than these files need, and a parser we own fails loudly
 * on anything it does not understand instead of guessing.
 */
export type FrontMatterValue = string | number | boolean | string[];

export interface FrontMatter {
  attributes: Record<string, FrontMatterValue>;
  body: string;
}

export class FrontMatterError extends Error {
  constructor(message: string, line?: number) {
    super(line === undefined ? message : `${message} (line ${line})`);
    this.name = 'FrontMatterError';
  }
}

const FENCE = /^---\s*$/;
const KEY_LINE = /^([A-Za-z][\w-]*)\s*:(.*)$/;
const LIST_ITEM = /^\s+-\s+(.*)$|^-\s+(.*)$/;

export function parseFrontMatter(source: string): FrontMatter {
  // Editors on Windows add a byte-order mark and CRLF line ends; neither is content.
  const lines = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  if (!FENCE.test(lines[0] ?? '')) return { attributes: {}, body: lines.join('\n') };

  const attributes: Record<string, FrontMatterValue> = {};
  let listKey: string | undefined;
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (FENCE.test(line)) {
      return {
        attributes,
        body: lines
          .slice(index + 1)
          .join('\n')
          .replace(/^\n+/, ''),
      };
    }
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;

    const item = LIST_ITEM.exec(line);
    if (item) {
      const list = listKey === undefined ? undefined : attributes[listKey];
      if (!Array.isArray(list)) throw new FrontMatterError('List item without a key', index + 1);
      list.push(unquote((item[1] ?? item[2] ?? '').trim()));
      continue;
    }

    const pair = KEY_LINE.exec(line);
    if (!pair) throw new FrontMatterError(`Cannot read "${line.trim()}"`, index + 1);
    const key = pair[1] as string;
    if (key in attributes) throw new FrontMatterError(`Duplicate key "${key}"`, index + 1);
    const raw = (pair[2] ?? '').trim();
    if (raw === '') {
      // A bare `key:` opens a block list; the items follow on the next lines.
      attributes[key] = [];
      listKey = key;
    } else {
      attributes[key] = parseValue(raw);
      listKey = undefined;
    }
  }
  throw new FrontMatterError('Front matter is not closed with ---');
}

function parseValue(raw: string): FrontMatterValue {
  if (raw.startsWith('[')) {
    if (!raw.endsWith(']')) throw new FrontMatterError(`Unclosed list ${raw}`);
    const inner = raw.slice(1, -1).trim();
    return inner === '' ? [] : splitList(inner).map((part) => unquote(part.trim()));
  }
  if (raw.startsWith('"') || raw.startsWith("'")) return unquote(raw);
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (/^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  return stripComment(raw);
}

/** Splits `a, "b, c", d` on the commas outside quotes. */
function splitList(inner: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quote: string | undefined;
  for (const char of inner) {
    if (quote) {
      if (char === quote) quote = undefined;
      current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      current += char;
    } else if (char === ',') {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (quote) throw new FrontMatterError(`Unclosed quote in [${inner}]`);
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  const first = value[0];
  if (first === '"' || first === "'") {
    if (value.length < 2 || value[value.length - 1] !== first) {
      throw new FrontMatterError(`Unclosed quote in ${value}`);
    }
    const inner = value.slice(1, -1);
    return first === '"' ? inner.replace(/\\(["\\])/g, '$1') : inner.replace(/''/g, "'");
  }
  return stripComment(value);
}

/** A YAML comment starts with ` #`; a `#` inside a word (C#) stays. */
function stripComment(value: string): string {
  const at = value.search(/\s#/);
  return (at === -1 ? value : value.slice(0, at)).trim();
}
