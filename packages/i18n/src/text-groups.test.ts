import { describe, expect, it } from 'vitest';
import { loadTextGroup } from './load-catalog';
import { resources } from './resources';
import { TEXT_GROUPS, type TextGroup, textGroupOfKey, textGroupsNamedIn } from './text-groups';

describe('text parts', () => {
  it('put every namespace in exactly one part', () => {
    const listed = Object.values(TEXT_GROUPS).flat();
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(resources.vi).sort());
  });

  it.each(['vi', 'en', 'ko'] as const)(
    '%s parts hold the namespaces their part lists, as in the catalog',
    async (language) => {
      for (const group of Object.keys(TEXT_GROUPS) as TextGroup[]) {
        const part = await loadTextGroup[language][group]();
        expect(Object.keys(part).sort()).toEqual([...TEXT_GROUPS[group]].sort());
        for (const [namespace, texts] of Object.entries(part)) {
          expect(texts).toBe(resources[language][namespace as keyof (typeof resources)['vi']]);
        }
      }
    },
  );

  it('finds the parts a piece of code names through its keys', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the code a module holds, as text
    expect(textGroupsNamedIn("t('cart.title'); t(`errors.${code}`); x('sellerOrders.list')")).toEqual([
      'core',
      'forms',
      'seller',
    ]);
    expect(textGroupsNamedIn('{ label: "product.size" }')).toEqual(['product']);
    expect(textGroupsNamedIn("import './x.css'; const role = 'admin'; 'node.js'")).toEqual([]);
    expect(textGroupOfKey('outbox.title')).toBe('admin');
    expect(textGroupOfKey('nothing.here')).toBeUndefined();
  });
});
