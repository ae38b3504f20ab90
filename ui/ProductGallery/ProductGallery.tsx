import { useId, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { Icon } from '../Icon';
import { Image } from '../Image';
import { MEDIA } from '../theme/tokens';
import * as styles from './ProductGallery.css';

export interface ProductGalleryLabels {
  /** The name of the thumbnail list. */
  gallery: string;
  /** A thumbnail's name, e.g. 'Mostrar imagem 2 de 4'. */
  showImage: (index: number, count: number) => string;
  /** The large picture's text alternative, e.g. 'Vestido de linho, imagem 2 de 4'. */
  imageAlt: (index: number, count: number) => string;
  showVideo: string;
  video: string;
  previousImage: string;
  nextImage: string;
  noImage: string;
}

export interface ProductGalleryProps {
  /** §3 product images; shown in `order` (then as given). */
  images: readonly { file_path: string; order?: number }[];
  /** A product video, shown after the pictures. */
  video?: string | null;
  labels: ProductGalleryLabels;
  /** The first picture is above the fold on the product page. */
  priority?: boolean;
  initialIndex?: number;
  onIndexChange?: (index: number) => void;
  /** In a dialog beside the product's choices: on a phone a smaller picture and no thumbnails (arrows and swipe). */
  compact?: boolean;
}

type Item = { kind: 'image'; src: string } | { kind: 'video'; src: string; poster?: string };

const IMAGE_WIDTH = 900;
const IMAGE_HEIGHT = 1200;
const THUMB_WIDTH = 66;
const THUMB_HEIGHT = 88;
const STAGE_SIZES = `${MEDIA.desktop} 50vw, 100vw`;
/** How far a finger moves sideways on the picture to show the next or the previous one (the sheets' 50 px). */
export const GALLERY_SWIPE_PX = 50;

/** The ordered pictures (and video) of a product: a large stage and keyboard-navigable thumbnails (tabs). */
export function ProductGallery({ images, video, labels, priority = false, initialIndex = 0, onIndexChange, compact = false }: ProductGalleryProps) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const ordered = images
    .map((image, position) => ({ image, position }))
    .sort((a, b) => (a.image.order ?? a.position) - (b.image.order ?? b.position) || a.position - b.position)
    .map(({ image }) => image);
  const items: Item[] = [
    ...ordered.map((image): Item => ({ kind: 'image', src: image.file_path })),
    ...(video ? [{ kind: 'video', src: video, poster: ordered[0]?.file_path } as Item] : []),
  ];
  const count = items.length;
  const imageCount = ordered.length;
  const [selected, setSelected] = useState(Math.min(Math.max(initialIndex, 0), Math.max(count - 1, 0)));
  const current = items[selected];

  function select(index: number, focus = false) {
    const next = (index + count) % count;
    setSelected(next);
    onIndexChange?.(next);
    if (focus) tabs.current[next]?.focus();
  }

  // A sideways swipe on the picture turns it, as on a phone's own photos; a mostly vertical one scrolls the page.
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  function touchEnd(event: TouchEvent<HTMLDivElement>) {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || count < 2) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) >= GALLERY_SWIPE_PX && Math.abs(dx) > Math.abs(touch.clientY - start.y)) select(selected + (dx < 0 ? 1 : -1));
  }

  function keyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = { ArrowRight: selected + 1, ArrowDown: selected + 1, ArrowLeft: selected - 1, ArrowUp: selected - 1, Home: 0, End: count - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  }

  if (!current) {
    return (
      <div className={styles.root}>
        <div className={compact ? `${styles.stage} ${styles.compactStage}` : styles.stage}>
          <p className={styles.placeholder}>{labels.noImage}</p>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.root}>
      <div
        className={compact ? `${styles.stage} ${styles.compactStage}` : styles.stage}
        role={count > 1 ? 'tabpanel' : undefined}
        id={`${id}-panel`}
        aria-labelledby={count > 1 ? `${id}-tab-${selected}` : undefined}
        onTouchStart={(event) => {
          const touch = event.touches[0];
          touchStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
        }}
        onTouchEnd={touchEnd}
      >
        {current.kind === 'image' ? (
          <Image
            key={current.src}
            src={current.src}
            alt={labels.imageAlt(selected + 1, imageCount)}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            sizes={STAGE_SIZES}
            priority={priority && selected === 0}
            layout="fill"
          />
        ) : (
          // Product videos carry no speech: they start muted, the controls can turn the sound on.
          <video className={styles.video} src={current.src} poster={current.poster} controls muted playsInline preload="none" aria-label={labels.video} />
        )}
        {count > 1 && (
          <>
            <button type="button" className={styles.previous} aria-label={labels.previousImage} aria-controls={`${id}-panel`} onClick={() => select(selected - 1)}>
              <Icon name="chevron" direction="left" />
            </button>
            <button type="button" className={styles.next} aria-label={labels.nextImage} aria-controls={`${id}-panel`} onClick={() => select(selected + 1)}>
              <Icon name="chevron" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <div className={compact ? `${styles.thumbnails} ${styles.compactThumbnails}` : styles.thumbnails} role="tablist" aria-label={labels.gallery} aria-orientation="horizontal">
          {items.map((item, index) => (
            <button
              key={`${item.kind}-${item.src}`}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              className={styles.thumbnail}
              aria-selected={index === selected}
              aria-controls={`${id}-panel`}
              aria-label={item.kind === 'video' ? labels.showVideo : labels.showImage(index + 1, imageCount)}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={keyDown}
            >
              {item.kind === 'image' ? (
                <Image src={item.src} alt="" width={THUMB_WIDTH} height={THUMB_HEIGHT} sizes={`${THUMB_WIDTH}px`} layout="fill" />
              ) : (
                <>
                  {item.poster && <Image src={item.poster} alt="" width={THUMB_WIDTH} height={THUMB_HEIGHT} sizes={`${THUMB_WIDTH}px`} layout="fill" />}
                  <span className={styles.videoThumbnail}>
                    <Icon name="chevron" size="large" />
                  </span>
                </>
              )}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
