/**
 * Digits in groups of three, as Portuguese payment numbers are read aloud and typed at an ATM:
 * a Multibanco reference '123 456 789', an MB WAY phone '912 345 678'. Separators already in the value
 * are dropped first; the last group takes what is left.
 */
export function groupDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.replace(/(\d{3})(?=\d)/g, '$1 ');
}
