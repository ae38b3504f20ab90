/** Medians and the Markdown tables `npm run bench:web` prints. */

export function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export const kb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '—');
export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-US')} ms` : '—');
export const int = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString('en-US') : '—');
export const cls = (value: number) => (Number.isFinite(value) ? value.toFixed(3) : '—');

/**
 * ours / peer, as the table's last column reads it: "—" when either side is missing, or when the
 * peer's figure is below `floor` (a ratio to nothing, e.g. to a CLS of 0.001, says nothing).
 */
export function ratio(ours: number, peer: number, floor = 0): string {
  if (!Number.isFinite(ours) || !Number.isFinite(peer) || peer === 0 || Math.abs(peer) < floor) return '—';
  const value = ours / peer;
  return `${value >= 10 ? value.toFixed(0) : value >= 1 ? value.toFixed(1) : value.toFixed(2)}×`;
}

export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
