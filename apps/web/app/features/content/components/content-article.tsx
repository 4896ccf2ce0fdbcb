import type { Language } from '@cho-dep/core/locale/locales';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import type { ContentPage } from '../content-types';
import { formatUpdated } from '../format-updated';
import { contentPath, sectionTitleKey } from '../section-paths';
import { Breadcrumbs } from './breadcrumbs';
import { TocCompact, TocSidebar } from './table-of-contents';

/** One help page or policy: breadcrumbs, title, date, contents, the text and related pages. */
export function ContentArticle({ page, requested }: { page: ContentPage; requested: Language }) {
  const t = useT();
  const sectionTitle = t(sectionTitleKey(page.section));
  return (
    <div className="content-shell">
      <Breadcrumbs trail={[{ label: sectionTitle, to: contentPath(page.section) }, { label: page.title }]} />
      <div className="content-layout">
        <article className="content-article">
          <header className="content-header" lang={page.language}>
            <h1>{page.title}</h1>
          </header>
          {page.updated ? (
            <p className="content-updated">
              {t('content.updated', { date: formatUpdated(page.updated, requested) })}
            </p>
          ) : null}
          {page.language !== requested ? (
            <p className="content-fallback" role="note">
              {t('content.fallback')}
            </p>
          ) : null}
          <TocCompact entries={page.toc} />
          <div
            className="content-prose"
            lang={page.language}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML rendered on the server from the repository's own markdown files (render-markdown.ts), never from user input.
            dangerouslySetInnerHTML={{ __html: page.html }}
          />
          {page.related.length > 0 ? (
            <aside className="content-related" aria-labelledby="content-related-title">
              <h2 id="content-related-title">{t('content.related')}</h2>
              <ul className="content-cards">
                {page.related.map((item) => (
                  <li key={`${item.section}/${item.slug}`}>
                    <Link
                      className="content-card"
                      to={contentPath(item.section, item.slug)}
                      lang={item.language}
                    >
                      <span className="content-card-title">{item.title}</span>
                      <span className="content-card-text">{item.description}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </aside>
          ) : null}
        </article>
        <TocSidebar entries={page.toc} />
      </div>
    </div>
  );
}
