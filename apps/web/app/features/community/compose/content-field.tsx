import { extractHashtags } from '@cho-dep/core/community/hashtags';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { useId, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useQuery } from '../../../lib/query-cache';
import shared from './compose.module.css';
import { hashtagSuggestQuery, mentionSuggestQuery } from './compose-api';
import { type ActiveToken, activeToken, replaceToken } from './compose-text';
import styles from './content-field.module.css';

const P = LIMITS.post;

export interface MentionChoice {
  kind: 'user' | 'shop';
  id: string;
  name: string;
}

type Suggestion =
  | { type: 'hashtag'; tag: string; count: number }
  | { type: 'mention'; mention: MentionChoice; avatarUrl: string | null };

/**
 * The post's text with its live counter (0/300; over the limit the shared schema's message
 * shows at once), and while a #hashtag or an @name is being typed, a list of suggestions
 * under it: hashtags already in use, members and shops. A chosen name becomes a mention.
 */
export function ContentField({
  value,
  error,
  placeholder,
  onChange,
  onMention,
}: {
  value: string;
  error: string | undefined;
  placeholder: string;
  onChange: (text: string) => void;
  onMention: (mention: MentionChoice) => void;
}) {
  const t = useT();
  const ids = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [token, setToken] = useState<ActiveToken | null>(null);
  const [highlight, setHighlight] = useState(0);
  const hashtagQuery = useQuery({
    ...hashtagSuggestQuery(token?.query ?? ''),
    enabled: token?.kind === 'hashtag',
  });
  const mentionQuery = useQuery({
    ...mentionSuggestQuery(token?.query ?? ''),
    enabled: token?.kind === 'mention' && (token?.query.length ?? 0) > 0,
  });
  const suggestions: Suggestion[] =
    token?.kind === 'hashtag'
      ? (hashtagQuery.data ?? []).map((h) => ({ type: 'hashtag', tag: h.tag, count: h.postCount }))
      : token?.kind === 'mention' && token.query.length > 0
        ? (mentionQuery.data ?? []).map((m) => ({
            type: 'mention',
            mention: { kind: m.kind, id: m.id, name: m.name },
            avatarUrl: m.avatarUrl,
          }))
        : [];
  const open = token !== null && suggestions.length > 0;
  const counterId = `${ids}-counter`;
  const errorId = `${ids}-error`;
  const listId = `${ids}-suggestions`;
  const over = value.length > P.contentMax;
  const tags = extractHashtags(value);

  const readToken = (text: string, caret: number) => {
    setToken(activeToken(text, caret));
    setHighlight(0);
  };

  const choose = (suggestion: Suggestion) => {
    const field = box.current;
    if (!field || !token) return;
    const written = suggestion.type === 'hashtag' ? `#${suggestion.tag}` : `@${suggestion.mention.name}`;
    const next = replaceToken(value, token, field.selectionStart, written);
    if (suggestion.type === 'mention') onMention(suggestion.mention);
    onChange(next.text);
    setToken(null);
    requestAnimationFrame(() => {
      field.focus();
      field.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <div className={styles.textField} data-field="">
      <label htmlFor={`${ids}-content`} className={shared.visuallyHidden}>
        {t('compose.content.label')}
      </label>
      <div className={styles.textBox}>
        <textarea
          ref={box}
          id={`${ids}-content`}
          name="content"
          className={styles.textarea}
          value={value}
          rows={5}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={[counterId, error ? errorId : ''].filter(Boolean).join(' ')}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open ? `${listId}-${highlight}` : undefined}
          data-testid="compose-content"
          onChange={(event) => {
            onChange(event.target.value);
            readToken(event.target.value, event.target.selectionStart);
          }}
          onClick={(event) => readToken(value, event.currentTarget.selectionStart)}
          onBlur={() => setTimeout(() => setToken(null), 150)}
          onKeyDown={(event) => {
            if (!open) return;
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setHighlight((h) => (h + step + suggestions.length) % suggestions.length);
            } else if (event.key === 'Enter' || event.key === 'Tab') {
              const pick = suggestions[highlight];
              if (pick) {
                event.preventDefault();
                choose(pick);
              }
            } else if (event.key === 'Escape') {
              event.preventDefault();
              setToken(null);
            }
          }}
        />
        <div
          id={listId}
          className={styles.suggestions}
          role="listbox"
          hidden={!open}
          data-testid="compose-suggestions"
        >
          {open &&
            suggestions.map((suggestion, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the text box handles the keys (aria-activedescendant).
              <div
                key={
                  suggestion.type === 'hashtag'
                    ? suggestion.tag
                    : `${suggestion.mention.kind}:${suggestion.mention.id}`
                }
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === highlight}
                tabIndex={-1}
                className={styles.suggestion}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
              >
                {suggestion.type === 'hashtag' ? (
                  <>
                    <span className={styles.suggestionHash}>#</span>
                    <span className={styles.suggestionName}>{suggestion.tag}</span>
                    <span className={styles.suggestionMeta}>
                      {t('compose.content.hashtagPosts', { count: suggestion.count })}
                    </span>
                  </>
                ) : (
                  <>
                    {suggestion.avatarUrl ? (
                      <img className={styles.suggestionAvatar} src={suggestion.avatarUrl} alt="" />
                    ) : (
                      <span className={styles.suggestionAvatar} aria-hidden="true">
                        {suggestion.mention.name.slice(0, 1)}
                      </span>
                    )}
                    <span className={styles.suggestionName}>{suggestion.mention.name}</span>
                    <span className={styles.suggestionMeta}>
                      {t(
                        suggestion.mention.kind === 'shop'
                          ? 'compose.content.shop'
                          : 'compose.content.member',
                      )}
                    </span>
                  </>
                )}
              </div>
            ))}
        </div>
      </div>
      <div className={styles.textFoot}>
        <p className={shared.hint}>{t('compose.content.hint')}</p>
        <p
          id={counterId}
          className={over ? styles.counterOver : styles.counter}
          data-testid="compose-counter"
        >
          {t('compose.content.counter', { used: value.length, max: P.contentMax })}
        </p>
      </div>
      {error && (
        <p id={errorId} className={shared.fieldError} data-testid="compose-content-error">
          {error}
        </p>
      )}
      {tags.length > 0 && (
        <ul className={styles.tagChips} aria-label={t('compose.content.hashtags')}>
          {tags.map((tag) => (
            <li key={tag} className={styles.tagChip}>
              #{tag}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
