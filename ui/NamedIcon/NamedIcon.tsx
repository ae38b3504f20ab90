import { createContext, useContext } from 'react';
import * as styles from './NamedIcon.css';

/** An icon as the Iconify JSON format gives it: an SVG body drawn on a `width` × `height` grid. */
export interface NamedIconData {
  body: string;
  width: number;
  height: number;
}

/**
 * How a named icon (`prefix:name`, named by CMS menus and content) finds its drawing: the app provides it (it
 * loads the icons from the product's own endpoint); a piece only renders what it is given. Null while the
 * icon is loading, or when it could not be loaded.
 */
export type NamedIconSource = (name: string) => NamedIconData | null;
const NamedIconContext = createContext<NamedIconSource>(() => null);
export const NamedIconProvider = NamedIconContext.Provider;

export interface NamedIconProps {
  /** `prefix:name`, e.g. `storefront:ticket`. */
  name: string;
}

/** A decorative icon by name, beside a text that carries the meaning; an empty box of the same size until it loads. */
export function NamedIcon({ name }: NamedIconProps) {
  const icon = useContext(NamedIconContext)(name);
  if (!icon) return <span className={styles.root} aria-hidden="true" data-icon={name} />;
  return (
    <svg
      className={styles.root}
      viewBox={`0 0 ${icon.width} ${icon.height}`}
      aria-hidden="true"
      focusable="false"
      data-icon={name}
      // The body comes from the product's own icon set (its endpoint), never from a third party.
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}
