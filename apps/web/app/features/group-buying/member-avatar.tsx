import styles from './group-buying.module.css';

/** A member's picture, or their initial on a coloured disc; an empty seat is a dashed disc. */
export function MemberAvatar({
  person,
  size = 40,
  emptyLabel,
}: {
  person: { name: string; avatarUrl: string | null } | null;
  size?: number;
  emptyLabel?: string;
}) {
  const style = { width: size, height: size };
  if (!person) {
    return (
      <span className={`${styles.avatar} ${styles.emptySeat}`} style={style} title={emptyLabel}>
        ?
      </span>
    );
  }
  return person.avatarUrl ? (
    <img className={styles.avatar} src={person.avatarUrl} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className={styles.avatar} style={style} aria-hidden="true">
      {person.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
