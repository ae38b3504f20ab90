const formatters = new Map<string, Intl.NumberFormat>();

/** EUR in the reader's language: 'pt-PT' → '24,90 €', 'en-US' → '€24.90'. */
export function formatPrice(amount: number, languageTag: string): string {
  let formatter = formatters.get(languageTag);
  if (!formatter) {
    formatter = new Intl.NumberFormat(languageTag, { style: 'currency', currency: 'EUR' });
    formatters.set(languageTag, formatter);
  }
  return formatter.format(amount);
}
