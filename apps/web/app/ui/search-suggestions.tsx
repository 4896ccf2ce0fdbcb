import { splitCompletion } from '@cho-dep/core/search/suggestion-highlight';
import { useT } from '../lib/i18n';
import { LineIcon } from './line-icon';
import styles from './search-combobox.module.css';
import { optionId } from './search-option-id';

/** One choice of the suggestion list; `href` is where choosing it goes. */
export interface SuggestionOption {
  kind: 'recent' | 'trending' | 'query' | 'category' | 'shop';
  text: string;
  href: string;
  logoUrl?: string | null;
}

export interface SuggestionGroup {
  key: 'recent' | 'trending' | 'queries' | 'categories' | 'shops';
  title: string;
  /** Trending keywords show as chips; everything else as rows. */
  layout: 'rows' | 'chips';
  options: SuggestionOption[];
}

function ClockIcon() {
  return (
    <LineIcon>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" strokeLinecap="round" />
    </LineIcon>
  );
}

function SearchIcon() {
  return (
    <LineIcon>
      <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4" strokeLinecap="round" />
    </LineIcon>
  );
}

function CategoryIcon() {
  return (
    <LineIcon>
      <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" strokeLinejoin="round" />
    </LineIcon>
  );
}

function OptionText({ option, typed }: { option: SuggestionOption; typed: string }) {
  const t = useT();
  if (option.kind === 'query') {
    // The completion in bold, as every big store does: the eye finds the difference.
    const split = splitCompletion(option.text, typed);
    if (split) {
      return (
        <span className={styles.optionText}>
          {split.typed}
          <strong>{split.rest}</strong>
        </span>
      );
    }
  }
  if (option.kind === 'category') {
    return (
      <span className={styles.optionText}>
        <span className={styles.optionMuted}>{t('search.suggestions.inCategory')} </span>
        <strong>{option.text}</strong>
      </span>
    );
  }
  return <span className={styles.optionText}>{option.text}</span>;
}

function OptionIcon({ option }: { option: SuggestionOption }) {
  if (option.kind === 'recent') return <ClockIcon />;
  if (option.kind === 'category') return <CategoryIcon />;
  if (option.kind === 'shop') {
    return option.logoUrl ? (
      <img className={styles.shopLogo} src={option.logoUrl} alt="" width={24} height={24} loading="lazy" />
    ) : (
      <span className={styles.shopLogo} aria-hidden="true">
        {option.text.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return <SearchIcon />;
}

/**
 * The grouped listbox of a search combobox (ARIA APG "listbox with grouped options"): the
 * input keeps focus and points at the active option with aria-activedescendant.
 */
export function SuggestionList({
  listboxId,
  label,
  groups,
  activeIndex,
  typed,
  onChoose,
  onHover,
}: {
  listboxId: string;
  label: string;
  groups: SuggestionGroup[];
  activeIndex: number;
  typed: string;
  onChoose: (option: SuggestionOption) => void;
  onHover: (index: number) => void;
}) {
  let index = -1;
  return (
    <div role="listbox" id={listboxId} aria-label={label} className={styles.listbox}>
      {groups.map((group) => {
        const titleId = `${listboxId}-${group.key}`;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a group inside a listbox (ARIA APG grouped listbox); a fieldset is for form controls.
          <div
            key={group.key}
            role="group"
            aria-labelledby={titleId}
            className={group.layout === 'chips' ? styles.chipGroup : styles.rowGroup}
          >
            <div role="presentation" id={titleId} className={styles.groupTitle}>
              {group.title}
            </div>
            {group.options.map((option) => {
              index += 1;
              const mine = index;
              const active = mine === activeIndex;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (aria-activedescendant).
                <div
                  key={`${option.kind}-${option.href}`}
                  id={optionId(listboxId, mine)}
                  role="option"
                  aria-selected={active}
                  tabIndex={-1}
                  className={[
                    group.layout === 'chips' ? styles.chip : styles.option,
                    active && styles.optionActive,
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  // Keep focus in the input: the click below chooses, the input stays the combobox.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => onHover(mine)}
                  onClick={() => onChoose(option)}
                  data-kind={option.kind}
                >
                  {group.layout === 'rows' && (
                    <span className={styles.optionIcon}>
                      <OptionIcon option={option} />
                    </span>
                  )}
                  <OptionText option={option} typed={typed} />
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
