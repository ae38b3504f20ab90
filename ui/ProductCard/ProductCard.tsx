import { useId, useRef, useState, type PointerEvent } from 'react';
import type { ProductCardData } from '../../contract';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Countdown } from '../Countdown';
import { Heading } from '../Heading';
import { Icon } from '../Icon';
import { Image } from '../Image';
import { Text } from '../Text';
import { BREAKPOINTS, MEDIA } from '../theme/tokens';
import * as styles from './ProductCard.css';
import { discountPercent, discountRunning, isLastUnits } from './facts';
import { OfferPrice, type OfferPriceLabels } from './OfferPrice';

/** Every sentence the card shows, from the caller's catalogue (`productCard.*`); its price's are an offer's. */
export interface ProductCardLabels extends OfferPriceLabels {
  lastUnits: string;
  sellers: (count: number) => string;
  addToWishlist: string;
  removeFromWishlist: string;
  quickView: string;
  buyNow: string;
  endsIn: string;
  video: string;
  /** The badge of an offer sold at its campaign price; without it the price alone says so. */
  campaignPrice?: string;
}

export interface ProductCardProps {
  /** The card's data in the page's language (`productCardData`). */
  product: ProductCardData;
  /** BCP 47 tag for prices and the countdown, e.g. 'pt-PT'. */
  languageTag: string;
  /** The product page in the current locale; the app builds it. */
  href: string;
  labels: ProductCardLabels;
  /** Above the fold: load the first image at once. */
  priority?: boolean;
  /** The clock, injectable so stories and tests can freeze the countdown. */
  now?: () => number;
  isWishlisted?: boolean;
  /** §2: the wishlist toggle is locked while its request is in flight. */
  wishlistLocked?: boolean;
  onWishlistToggle?: (product: ProductCardData) => void;
  onQuickView?: (product: ProductCardData) => void;
  headingLevel?: 2 | 3;
}

/**
 * Drawn widths of the card picture at each breakpoint of spec §9: a grid of 2 and 3 columns below 1024px,
 * and on desktop at most 320px (the page's content is capped; four columns, or three beside the filters).
 */
const IMAGE_SIZES = `(min-width:${BREAKPOINTS.desktop}px) 320px,(min-width:${BREAKPOINTS.tablet}px) 33vw,50vw`;
/** What those widths need on standard and dense screens: a phone's half column at 2–3×, 320px at 1–3×. */
const IMAGE_WIDTHS = [320, 640, 960] as const;
const IMAGE_WIDTH = 480;
const IMAGE_HEIGHT = 640;
const LOGO_WIDTH = 80;
const LOGO_HEIGHT = 24;

/** §2 Product card: a presentational piece, props in and callbacks out. */
export function ProductCard({
  product,
  languageTag,
  href,
  labels,
  priority = false,
  now = Date.now,
  isWishlisted = false,
  wishlistLocked = false,
  onWishlistToggle,
  onQuickView,
  headingLevel = 3,
}: ProductCardProps) {
  const headingId = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [videoPlaying, setVideoPlaying] = useState(false);
  // Hover tracked in state (not only CSS :hover) so the picture swap and the video follow the same pointer.
  const [hovered, setHovered] = useState(false);
  // The second picture serves only a pointer's hover: it joins the card the first time one rests on it.
  const [swapWanted, setSwapWanted] = useState(false);

  const { name, description, offer, sellers } = product;
  const percent = discountPercent(offer ?? undefined);
  const [primaryImage, alternateImage] = product.images;
  const showCountdown = product.discountEndsAt !== null && discountRunning(product.discountEndsAt, now());

  function pointerEntered(event: PointerEvent<HTMLElement>) {
    if (event.pointerType === 'touch') return;
    setHovered(true);
    setSwapWanted(true);
    if (product.video) startVideo();
  }

  function pointerLeft() {
    setHovered(false);
    if (product.video) stopVideo();
  }

  function startVideo() {
    const video = videoRef.current;
    if (!video || window.matchMedia(MEDIA.reducedMotion).matches) return;
    // A browser may refuse to play (no source yet, data saver): the poster stays, nothing breaks.
    video.play().then(
      () => setVideoPlaying(true),
      () => setVideoPlaying(false),
    );
  }

  function stopVideo() {
    const video = videoRef.current;
    if (!video) return;
    video.pause();
    setVideoPlaying(false);
  }

  return (
    <article className={styles.root} aria-labelledby={headingId} data-hovered={hovered || undefined} onPointerEnter={pointerEntered} onPointerLeave={pointerLeft}>
      <div className={styles.media}>
        <a className={styles.mediaLink} href={href} tabIndex={-1}>
          {primaryImage && (
            <Image
              src={primaryImage.file_path}
              alt={name}
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              sizes={IMAGE_SIZES}
              widths={IMAGE_WIDTHS}
              priority={priority}
              layout="fill"
            />
          )}
          {alternateImage && !product.video && swapWanted && (
            <span className={styles.alternateImage}>
              <Image src={alternateImage.file_path} alt="" width={IMAGE_WIDTH} height={IMAGE_HEIGHT} sizes={IMAGE_SIZES} widths={IMAGE_WIDTHS} layout="fill" />
            </span>
          )}
        </a>
        {product.video && (
          <video
            ref={videoRef}
            className={styles.video}
            data-playing={videoPlaying}
            src={product.video}
            poster={primaryImage?.file_path}
            aria-label={labels.video}
            muted
            playsInline
            loop
            preload="none"
          />
        )}
        <Badges
          percent={percent}
          campaignPrice={offer?.price_campaign != null}
          lastUnits={isLastUnits(offer ?? undefined)}
          tags={product.tags}
          labels={labels}
        />
        <div className={styles.actions} data-pinned={isWishlisted || undefined}>
          {onWishlistToggle && (
            <Button
              iconOnly
              icon="heart"
              iconFilled={isWishlisted}
              variant="secondary"
              size="small"
              aria-label={isWishlisted ? labels.removeFromWishlist : labels.addToWishlist}
              aria-pressed={isWishlisted}
              aria-busy={wishlistLocked || undefined}
              aria-disabled={wishlistLocked || undefined}
              onClick={() => {
                if (!wishlistLocked) onWishlistToggle(product);
              }}
            />
          )}
          {onQuickView && (
            <Button iconOnly icon="eye" variant="secondary" size="small" aria-label={labels.quickView} onClick={() => onQuickView(product)} />
          )}
        </div>
      </div>

      <div className={styles.body}>
        {product.brand &&
          (product.brand.logo ? (
            <Image
              src={product.brand.logo}
              alt={product.brand.name}
              width={LOGO_WIDTH}
              height={LOGO_HEIGHT}
              sizes={`${LOGO_WIDTH}px`}
              fit="containStart"
              layout="logo"
            />
          ) : (
            <p className={styles.brandName}>{product.brand.name}</p>
          ))}
        <Heading level={headingLevel} size="small" clamped id={headingId}>
          <a className={styles.nameLink} href={href}>
            {name}
          </a>
        </Heading>
        {description && (
          <Text size="small" tone="muted" maxLines={2}>
            {description}
          </Text>
        )}
        {offer && <OfferPrice offer={offer} languageTag={languageTag} labels={labels} discountBadge={false} />}
        {showCountdown && product.discountEndsAt && (
          <Countdown endsAt={product.discountEndsAt} label={labels.endsIn} languageTag={languageTag} now={now} />
        )}
        {sellers > 0 && (
          <p className={styles.sellers}>
            <Icon name="user" size="small" />
            {labels.sellers(sellers)}
          </p>
        )}
        {/* The body's last child: it keeps to the card's bottom edge (ProductCard.css.ts). */}
        <Button href={href} variant="primary" size="small" fullWidth icon="cart" aria-describedby={headingId}>
          {labels.buyNow}
        </Button>
      </div>
    </article>
  );
}

interface BadgesProps {
  percent: number | null;
  campaignPrice: boolean;
  lastUnits: boolean;
  tags: string[];
  labels: ProductCardLabels;
}

function Badges({ percent, campaignPrice, lastUnits, tags, labels }: BadgesProps) {
  const campaignBadge = campaignPrice && labels.campaignPrice !== undefined;
  if (percent === null && !campaignBadge && !lastUnits && tags.length === 0) return null;
  return (
    <ul className={styles.badges}>
      {percent !== null && (
        <Badge as="li" tone="discount">
          {labels.discount(percent)}
        </Badge>
      )}
      {campaignBadge && (
        <Badge as="li" tone="accent">
          {labels.campaignPrice}
        </Badge>
      )}
      {lastUnits && (
        <Badge as="li" tone="caution">
          {labels.lastUnits}
        </Badge>
      )}
      {tags.map((tag) => (
        <Badge as="li" tone="neutral" key={tag}>
          {tag}
        </Badge>
      ))}
    </ul>
  );
}
