import styles from './blook.module.css';

/** A member's round picture, or the first letter of their name on a warm background. */
export function AuthorAvatar({
  name,
  avatarUrl,
  size = 24,
}: {
  name: string;
  avatarUrl: string | null;
  size?: number;
}) {
  if (avatarUrl) {
    return <img className={styles.avatar} src={avatarUrl} alt="" width={size} height={size} />;
  }
  return (
    <span
      className={styles.avatarLetter}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.45) }}
      aria-hidden="true"
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
