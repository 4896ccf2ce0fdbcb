import { useT } from '../../../lib/i18n';
import type { TocEntry } from '../render-markdown';

function TocList({ entries }: { entries: TocEntry[] }) {
  return (
    <ol>
      {entries.map((entry) => (
        <li key={entry.id} className={entry.depth === 3 ? 'content-toc-sub' : undefined}>
          <a href={`#${entry.id}`}>{entry.text}</a>
        </li>
      ))}
    </ol>
  );
}

/** A page with one heading needs no contents list. */
export function hasToc(entries: TocEntry[]): boolean {
  return entries.length >= 2;
}

/** The sticky column beside the text on wide screens (hidden on small ones by CSS). */
export function TocSidebar({ entries }: { entries: TocEntry[] }) {
  const t = useT();
  if (!hasToc(entries)) return null;
  return (
    <nav className="content-toc" aria-label={t('content.toc')}>
      <p className="content-toc-title">{t('content.toc')}</p>
      <TocList entries={entries} />
    </nav>
  );
}

/** On a phone the same list folds into a closed box above the text (hidden on wide screens). */
export function TocCompact({ entries }: { entries: TocEntry[] }) {
  const t = useT();
  if (!hasToc(entries)) return null;
  return (
    <details className="content-toc-compact">
      <summary>{t('content.toc')}</summary>
      <TocList entries={entries} />
    </details>
  );
}
