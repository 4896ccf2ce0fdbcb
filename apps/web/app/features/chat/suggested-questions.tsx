import { useT } from '../../lib/i18n';
import { useQuery } from '../../lib/query-cache';
import { SUGGEST_PATH, suggestions } from './chat-api';
import composerStyles from './composer.module.css';

/** A new room's first words, one tap each ("Shop còn hàng không?"), in the reader's language. */
export function SuggestedQuestions({ onPick }: { onPick: (text: string) => void }) {
  const t = useT();
  const list = useQuery({ queryKey: [SUGGEST_PATH], queryFn: suggestions, staleTime: 5 * 60_000 });
  if (!list.data?.length) return null;
  return (
    <fieldset className={composerStyles.chips} data-testid="chat-suggestions">
      <legend className="visually-hidden">{t('chat.suggest.title')}</legend>
      {list.data.map((item) => (
        <button
          key={item.key}
          type="button"
          className={composerStyles.chip}
          onClick={() => onPick(item.text)}
        >
          {item.text}
        </button>
      ))}
    </fieldset>
  );
}
