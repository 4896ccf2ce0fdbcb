import { type ReactNode, useState } from 'react';
import { useT } from '../../lib/i18n';
import styles from './filter-panel.module.css';

export interface Choice {
  value: string;
  label: ReactNode;
  count?: number;
}

/** Lists longer than this fold behind "Xem thêm" (unless the chosen value is further down). */
const FOLDED_AFTER = 6;

/**
 * One single-choice filter as native radios ("Tất cả" first, value '' meaning no filter):
 * the panel is a GET form, so it also works before scripts load.
 */
export function ChoiceList({
  name,
  choices,
  current,
  anyLabel,
}: {
  name: string;
  choices: Choice[];
  current: string | undefined;
  /** The "all" choice; leave out for checkbox-like lists that have their own. */
  anyLabel?: string;
}) {
  const t = useT();
  const chosenIndex = choices.findIndex((choice) => choice.value === current);
  const [expanded, setExpanded] = useState(chosenIndex >= FOLDED_AFTER);
  const foldable = choices.length > FOLDED_AFTER + 1;
  const all = anyLabel ? [{ value: '', label: anyLabel }, ...choices] : choices;
  const limit = FOLDED_AFTER + (anyLabel ? 1 : 0);
  return (
    <>
      <ul className={styles.choices}>
        {/* Folded choices are drawn when unfolded: a chosen one unfolds the list, so it is
            always drawn and sent with the form. */}
        {(foldable && !expanded ? all.slice(0, limit) : all).map((choice) => (
          <li key={choice.value}>
            <label className={styles.choice}>
              <input
                type="radio"
                name={name}
                value={choice.value}
                defaultChecked={(current ?? '') === choice.value}
                className={styles.radio}
              />
              <span className={styles.choiceLabel}>{choice.label}</span>
              {choice.count !== undefined && <span className={styles.choiceCount}>{choice.count}</span>}
            </label>
          </li>
        ))}
      </ul>
      {foldable && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('search.filters.showLess') : t('search.filters.showMore')}
        </button>
      )}
    </>
  );
}
