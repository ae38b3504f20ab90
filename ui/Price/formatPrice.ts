// EUR in the reader's language ('pt-PT' → '24,90 €', 'en-US' → '€24.90'), written out without Intl for the
// storefront's languages: ui/numbers says why.
export { formatPrice } from '../numbers';
