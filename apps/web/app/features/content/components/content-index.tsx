import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import type { PageSummary } from '../content-types';
import { contentPath } from '../section-paths';
import type { HelpGroup } from '../sections';
import { Breadcrumbs } from './breadcrumbs';

export interface IndexGroup {
  group: HelpGroup | undefined;
  pages: PageSummary[];
}

function PageCards({ pages }: { pages: PageSummary[] }) {
  return (
    <ul className="content-cards">
      {pages.map((page) => (
        <li key={page.slug}>
          <Link className="content-card" to={contentPath(page.section, page.slug)} lang={page.language}>
            <span className="content-card-title">{page.title}</span>
            <span className="content-card-text">{page.description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The list of a section's pages, under group headings when the section has groups. */
export function ContentIndex({
  title,
  intro,
  groups,
}: {
  title: string;
  intro: string;
  groups: IndexGroup[];
}) {
  const t = useT();
  return (
    <div className="content-shell">
      <Breadcrumbs trail={[{ label: title }]} />
      <header className="content-index-header">
        <h1>{title}</h1>
        <p>{intro}</p>
      </header>
      {groups.length === 0 ? <p className="content-empty">{t('content.empty')}</p> : null}
      {groups.map(({ group, pages }) =>
        group ? (
          <section key={group} className="content-group" aria-labelledby={`nhom-${group}`}>
            <h2 id={`nhom-${group}`}>{t(`content.groups.${group}`)}</h2>
            <PageCards pages={pages} />
          </section>
        ) : (
          <PageCards key="all" pages={pages} />
        ),
      )}
    </div>
  );
}
