/**
 * Numbers in the storefront's four languages, written out from CLDR's patterns instead of asked of Intl.
 *
 * Why: a page's first Intl.NumberFormat or DateTimeFormat makes the browser load its ICU locale data —
 * 150–300 ms of main thread at Lighthouse's 4× CPU, inside hydration — and a price or a rating is often
 * all a page needs it for. Written out, the server and the browser also cannot disagree (Node's ICU and
 * Chromium's are separate builds). Any other language tag, and any value toFixed cannot write (NaN,
 * ±Infinity, |x| ≥ 1e21), goes to Intl. numbers.test.ts holds every output to Intl's.
 */
interface NumberPattern {
  decimal: string;
  group: string;
  /** CLDR's minimumGroupingDigits: 2 leaves a four-digit whole part ungrouped ('1234,56 €'). */
  minimumGroupingDigits: 1 | 2;
  /** Where the € goes: before the number ('€24.90') or after it, behind a no-break space ('24,90 €'). */
  euroFirst: boolean;
}

const NO_BREAK_SPACE = '\u00a0';
const NARROW_NO_BREAK_SPACE = '\u202f';

const PATTERNS: Readonly<Record<string, NumberPattern>> = {
  'pt-PT': { decimal: ',', group: NO_BREAK_SPACE, minimumGroupingDigits: 2, euroFirst: false },
  'en-US': { decimal: '.', group: ',', minimumGroupingDigits: 1, euroFirst: true },
  'es-ES': { decimal: ',', group: '.', minimumGroupingDigits: 2, euroFirst: false },
  'fr-FR': { decimal: ',', group: NARROW_NO_BREAK_SPACE, minimumGroupingDigits: 1, euroFirst: false },
};

const writable = (value: number) => Number.isFinite(value) && Math.abs(value) < 1e21;

/** The whole part with its group separators, as the pattern groups it (threes, from the right). */
function grouped(whole: string, pattern: NumberPattern): string {
  if (whole.length < 3 + pattern.minimumGroupingDigits) return whole;
  let out = '';
  for (let end = whole.length; end > 0; end -= 3) out = whole.slice(Math.max(0, end - 3), end) + (out ? pattern.group + out : '');
  return out;
}

/**
 * |value| rounded to `maximum` fraction digits as ICU does: half away from zero on the shortest decimal that
 * reads back as the double (String(x): 4.05 is '4.05', so it rounds to 4.1 — toFixed would work on the
 * binary 4.04999… and give 4.0).
 */
function rounded(magnitude: number, maximum: number): { whole: string; fraction: string } {
  const shortest = String(magnitude);
  // Below 1e-6 String() writes an exponent; such a value rounds to zero at any fraction a shop shows.
  if (shortest.includes('e')) {
    const [whole = '0', fraction = ''] = magnitude.toFixed(maximum).split('.');
    return { whole, fraction };
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= maximum) return { whole, fraction: fraction.padEnd(maximum, '0') };
  const kept = whole + fraction.slice(0, maximum);
  if (fraction.charCodeAt(maximum) < 53 /* '5' */) return { whole, fraction: fraction.slice(0, maximum) };
  // Carry the one through the kept digits, from the right.
  const out = kept.split('');
  let i = out.length - 1;
  while (i >= 0 && out[i] === '9') out[i--] = '0';
  if (i < 0) out.unshift('1');
  else out[i] = String(Number(out[i]) + 1);
  const carried = out.join('');
  const cut = carried.length - maximum;
  return { whole: carried.slice(0, cut), fraction: carried.slice(cut) };
}

/**
 * |value| with `minimum`–`maximum` fraction digits and its group separators, and whether a minus sign goes in
 * front (-0 keeps it, as Intl's does).
 */
function digits(value: number, pattern: NumberPattern, minimum: number, maximum: number): { negative: boolean; text: string } {
  const parts = rounded(Math.abs(value), maximum);
  let fraction = parts.fraction;
  while (fraction.length > minimum && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const whole = grouped(parts.whole, pattern);
  return { negative: value < 0 || Object.is(value, -0), text: fraction ? `${whole}${pattern.decimal}${fraction}` : whole };
}

const priceFormats = new Map<string, Intl.NumberFormat>();

/** EUR in the reader's language: 'pt-PT' → '24,90 €', 'en-US' → '€24.90'. */
export function formatPrice(amount: number, languageTag: string): string {
  const pattern = PATTERNS[languageTag];
  if (!pattern || !writable(amount)) {
    let format = priceFormats.get(languageTag);
    if (!format) {
      format = new Intl.NumberFormat(languageTag, { style: 'currency', currency: 'EUR' });
      priceFormats.set(languageTag, format);
    }
    return format.format(amount);
  }
  const { negative, text } = digits(amount, pattern, 2, 2);
  const sign = negative ? '-' : '';
  return pattern.euroFirst ? `${sign}€${text}` : `${sign}${text}${NO_BREAK_SPACE}€`;
}

/** A plain number with between `minimum` and `maximum` fraction digits: a rating's '4,5', '4'. */
export function formatDecimal(value: number, languageTag: string, fractionDigits: { minimum: number; maximum: number }): string {
  const pattern = PATTERNS[languageTag];
  const { minimum, maximum } = fractionDigits;
  if (!pattern || !writable(value)) {
    return new Intl.NumberFormat(languageTag, { minimumFractionDigits: minimum, maximumFractionDigits: maximum }).format(value);
  }
  const { negative, text } = digits(value, pattern, minimum, maximum);
  return negative ? `-${text}` : text;
}
