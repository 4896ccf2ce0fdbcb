import { LineIcon } from '../../ui/line-icon';
import styles from './chat-avatar.module.css';

/** The chat's line icons (24px grid, stroke follows currentColor); the control carries the name. */
const PATHS = {
  chat: ['M4 5h16v11H9l-5 4z', 'M8 9.5h8', 'M8 12.5h5'],
  send: ['M4 12l16-8-6 16-2.5-6.5z', 'M11.5 13.5L20 4'],
  image: ['M4 5h16v14H4z', 'M4 16l5-5 4 4 3-3 4 4', 'M15.5 9.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z'],
  back: ['M15 5l-7 7 7 7'],
  more: ['M5 12h.01', 'M12 12h.01', 'M19 12h.01'],
  search: ['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'M20 20l-4-4'],
  close: ['M6 6l12 12', 'M18 6L6 18'],
  bolt: ['M13 3L5 14h6l-1 7 8-11h-6z'],
  bag: ['M5 8h14l-1 12H6z', 'M9 8V6a3 3 0 0 1 6 0v2'],
  expand: ['M14 4h6v6', 'M20 4l-7 7', 'M10 20H4v-6', 'M4 20l7-7'],
  check: ['M5 12.5l4 4L19 7'],
  checks: ['M2.5 12.5l4 4L16 7', 'M11 16l.5.5L21.5 7'],
  clock: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3 2'],
  alert: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v6', 'M12 16.5h.01'],
  edit: ['M4 20h4L19 9l-4-4L4 16z'],
  trash: ['M5 7h14', 'M10 7V4h4v3', 'M7 7l1 13h8l1-13'],
  plus: ['M12 5v14', 'M5 12h14'],
} as const;

type ChatIconName = keyof typeof PATHS;

export function ChatIcon({ name, size = 22 }: { name: ChatIconName; size?: number }) {
  return (
    <LineIcon size={size} strokeWidth={name === 'more' ? 3 : 1.8} round>
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </LineIcon>
  );
}

/** A round picture of a shop or buyer, their initial on the brand colour when they have none. */
export function ChatAvatar({ name, url, size = 44 }: { name: string; url: string | null; size?: number }) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  return url ? (
    <img className={styles.avatar} src={url} alt="" width={size} height={size} loading="lazy" style={style} />
  ) : (
    <span className={styles.avatar} style={style} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
