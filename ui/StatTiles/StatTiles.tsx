import * as styles from './StatTiles.css';

export interface StatTile {
  /** What the number counts, in the page's language. */
  label: string;
  /** The number already formatted ('12', '4,50 €'). */
  value: string;
}

/** A row of key numbers, each a term and its value: read in order by a screen reader, the value first on screen. */
export function StatTiles({ tiles, 'aria-label': ariaLabel }: { tiles: readonly StatTile[]; 'aria-label': string }) {
  return (
    <dl className={styles.root} aria-label={ariaLabel}>
      {tiles.map((tile) => (
        <div key={tile.label} className={styles.tile}>
          <dt className={styles.label}>{tile.label}</dt>
          <dd className={styles.value}>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
