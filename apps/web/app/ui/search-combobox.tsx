import type { Language } from '@cho-dep/core/locale/locales';
import { SEARCH_PATH, searchHref } from '@cho-dep/core/search/search-href';
import { clampQuery } from '@cho-dep/core/search/search-query';
import type { SearchSuggestionView } from '@cho-dep/core/search/search-result';
import type { TFunction } from '@cho-dep/i18n/translator';
import {
  type FormEvent,
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { useLanguage, useT } from '../lib/i18n';
import type { SearchStarters } from '../lib/use-search-suggestions';
import { LineIcon } from './line-icon';
import styles from './search-combobox.module.css';
import { optionId } from './search-option-id';
import type { SuggestionFeed } from './search-suggestion-source';
import type { SuggestionGroup, SuggestionOption } from './search-suggestions';

// Suggestions come through the API answers' cache, loaded the first time the box is used (or
// when the search page's panel opens): a page that is only looked at does not download it.
const SearchSuggestionSource = lazy(() =>
  import('./search-suggestion-source').then((m) => ({ default: m.SearchSuggestionSource })),
);
const noRecent = () => {};
// The list itself comes with the first suggestions (or with the search page's trending chips).
const SuggestionList = lazy(() =>
  import('./search-suggestions').then((m) => ({ default: m.SuggestionList })),
);

export interface SearchComboboxProps {
  signedIn: boolean;
  /** The search in the address bar; the box shows it and follows when it changes. */
  query: string;
  /**
   * 'dropdown': the list floats under the box while the box has focus (the header).
   * 'panel': the list always shows under the box (the /tim-kiem overlay).
   */
  mode: 'dropdown' | 'panel';
  autoFocus?: boolean;
  /** Trending keywords the server already has (the overlay), saving a request. */
  initialTrending?: string[];
  /** After a choice or a search was made (the overlay closes itself). */
  onDone?: () => void;
  /** Shown before the box on its row (the overlay's back button). */
  leading?: ReactNode;
  className?: string;
}

function buildGroups(
  typed: string,
  suggestions: SearchSuggestionView | null,
  starters: SearchStarters,
  language: Language,
  t: TFunction,
): SuggestionGroup[] {
  const groups: SuggestionGroup[] = [];
  const add = (group: SuggestionGroup) => {
    if (group.options.length > 0) groups.push(group);
  };
  if (typed === '') {
    add({
      key: 'recent',
      title: t('search.suggestions.recent'),
      layout: 'rows',
      options: starters.recent.map((q) => ({ kind: 'recent', text: q, href: searchHref({ q }) })),
    });
    add({
      key: 'trending',
      title: t('search.suggestions.trending'),
      layout: 'chips',
      options: starters.trending.map((q) => ({ kind: 'trending', text: q, href: searchHref({ q }) })),
    });
    return groups;
  }
  if (!suggestions) return groups;
  add({
    key: 'queries',
    title: t('search.suggestions.queries'),
    layout: 'rows',
    options: suggestions.queries.map((q) => ({ kind: 'query', text: q, href: searchHref({ q }) })),
  });
  add({
    key: 'categories',
    title: t('search.suggestions.categories'),
    layout: 'rows',
    options: suggestions.categories.map((c) => ({
      kind: 'category',
      text: c.name[language] || c.name.vi,
      href: searchHref({ category: c.id }),
    })),
  });
  add({
    key: 'shops',
    title: t('search.suggestions.shops'),
    layout: 'rows',
    options: suggestions.shops.map((s) => ({
      kind: 'shop',
      text: s.name,
      href: `/nguoi-ban/${s.id}`,
      logoUrl: s.logoUrl,
    })),
  });
  return groups;
}

function SearchGlyph() {
  return (
    <LineIcon size={20} strokeWidth={2}>
      <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4" strokeLinecap="round" />
    </LineIcon>
  );
}

/**
 * The search box of the header and of the /tim-kiem overlay: an ARIA combobox over a GET
 * form to /tim-kiem (so searching works before scripts load). Before typing it offers recent
 * searches and trending keywords; while typing, suggested queries, categories and shops.
 * Arrow keys move through the list, Enter searches (or opens the active choice), Esc closes.
 */
export function SearchCombobox({
  signedIn,
  query,
  mode,
  autoFocus = false,
  initialTrending,
  onDone,
  leading,
  className,
}: SearchComboboxProps) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listboxId = useId();

  const [text, setText] = useState(query);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  // A new search in the address bar (a chip, back / forward) puts its words in the box.
  useEffect(() => setText(query), [query]);

  // On a slow phone the words may be typed before the page answers: only the box has them, and
  // the first render would wipe them. Keep them.
  const firstQuery = useRef(query);
  useEffect(() => {
    const early = inputRef.current?.value ?? '';
    if (early !== '' && early !== firstQuery.current) setText(early);
  }, []);

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  const engaged = mode === 'panel' || focused;
  const typed = clampQuery(text);
  const [feed, setFeed] = useState<SuggestionFeed | null>(null);
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (engaged) setUsed(true);
  }, [engaged]);
  // Until the suggestions' code is there, the panel offers what the server sent (trending).
  const starters = useMemo<SearchStarters>(
    () => feed?.starters ?? { recent: [], trending: initialTrending ?? [], clearRecent: noRecent },
    [feed, initialTrending],
  );
  const suggestions = engaged ? (feed?.suggestions ?? null) : null;
  const groups = useMemo(
    () => buildGroups(typed, suggestions, starters, language, t),
    [typed, suggestions, starters, language, t],
  );
  const options = groups.flatMap((group) => group.options);
  const open = engaged && !dismissed && options.length > 0;
  const optionsKey = options.map((option) => option.href).join('|');

  // New choices: nothing is active until the arrow keys say so.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset exactly when the list of choices changes.
  useEffect(() => setActiveIndex(-1), [optionsKey]);

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(listboxId, activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, listboxId]);

  const go = (href: string) => {
    setDismissed(true);
    if (mode === 'dropdown') inputRef.current?.blur();
    navigate(href);
    onDone?.();
  };

  const choose = (option: SuggestionOption) => {
    if (option.kind !== 'category' && option.kind !== 'shop') setText(option.text);
    go(option.href);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const active = open ? options[activeIndex] : undefined;
    if (active) return choose(active);
    if (typed === '') {
      // An empty header search opens the search page (its overlay); the overlay just waits.
      if (mode === 'dropdown') go(SEARCH_PATH);
      return;
    }
    go(searchHref({ q: typed }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setDismissed(false);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input itself: the list cycles through it, so the typed text is reachable again.
      setActiveIndex((index) => ((index + 1 + step + count + 1) % (count + 1)) - 1);
    } else if (event.key === 'Escape' && mode === 'dropdown') {
      event.preventDefault();
      if (open) {
        setDismissed(true);
        setActiveIndex(-1);
      } else {
        setText('');
      }
    }
  };

  // The listbox the input controls is there, empty, until there is something to offer.
  const emptyList = (
    <div
      role="listbox"
      id={listboxId}
      aria-label={t('search.suggestions.label')}
      className={styles.listbox}
    />
  );
  const activeId = open && activeIndex >= 0 ? optionId(listboxId, activeIndex) : undefined;
  const showPanel = mode === 'panel' || open;
  const hasRecent = typed === '' && starters.recent.length > 0;
  const announcement =
    open && typed !== '' ? t('search.suggestions.available', { count: options.length }) : '';

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus tracking only (the list shows while focus is anywhere inside).
    <div
      className={[styles.root, styles[mode], className].filter(Boolean).join(' ')}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setFocused(false);
          setDismissed(false);
        }
      }}
    >
      <search className={styles.row}>
        {leading}
        <form method="get" action={SEARCH_PATH} className={styles.form} onSubmit={onSubmit}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('search.input.label')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            name="q"
            type="text"
            role="combobox"
            inputMode="search"
            enterKeyHint="search"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={1000}
            aria-expanded={open}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            className={styles.input}
            placeholder={t('search.input.placeholder')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setDismissed(false);
            }}
            onKeyDown={onKeyDown}
            data-testid="search-input"
          />
          {text !== '' && (
            <button
              type="button"
              className={styles.clearText}
              aria-label={t('search.input.clear')}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setText('');
                inputRef.current?.focus();
              }}
            >
              <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
          <button type="submit" className={styles.submit} aria-label={t('search.input.submit')}>
            <SearchGlyph />
          </button>
        </form>
      </search>
      <div className={styles.panel} hidden={!showPanel}>
        {hasRecent && (
          <button
            type="button"
            className={styles.clearRecent}
            aria-label={t('search.suggestions.clearRecentLabel')}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              starters.clearRecent();
              inputRef.current?.focus();
            }}
          >
            {t('search.suggestions.clearRecent')}
          </button>
        )}
        {groups.length > 0 ? (
          <Suspense fallback={emptyList}>
            <SuggestionList
              listboxId={listboxId}
              label={t('search.suggestions.label')}
              groups={groups}
              activeIndex={open ? activeIndex : -1}
              typed={typed}
              onChoose={choose}
              onHover={setActiveIndex}
            />
          </Suspense>
        ) : (
          emptyList
        )}
        {mode === 'panel' && groups.length === 0 && typed === '' && (
          <p className={styles.hint}>{t('search.suggestions.startHint')}</p>
        )}
      </div>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      {used && (
        <Suspense fallback={null}>
          <SearchSuggestionSource
            text={text}
            signedIn={signedIn}
            active={engaged}
            initialTrending={initialTrending}
            onFeed={setFeed}
          />
        </Suspense>
      )}
    </div>
  );
}
