import { foldText } from './fold-text';

/**
 * Splits a suggested query into the part the buyer already typed and the completion, so the
 * completion can be shown in bold ('ao th' + 'un nam' for 'Áo thun nam'). Letters are
 * compared folded like search compares them, one by one, so 'ao' matches 'Áo'. Null when the
 * suggestion does not start with what was typed (a corrected or related suggestion).
 */
export function splitCompletion(suggestion: string, typed: string): { typed: string; rest: string } | null {
  const target = [...suggestion.normalize('NFC')];
  const input = [...typed.normalize('NFC').replace(/\s+/g, ' ').trimStart()];
  if (input.length === 0 || input.length > target.length) return null;
  for (let i = 0; i < input.length; i++) {
    const a = input[i] ?? '';
    const b = target[i] ?? '';
    if (foldText(a) !== foldText(b) && !(a === ' ' && /\s/.test(b))) return null;
  }
  return { typed: target.slice(0, input.length).join(''), rest: target.slice(input.length).join('') };
}
