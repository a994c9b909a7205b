/**
 * `total` cents split in proportion to `weights` by the largest-remainder method (Hamilton's): each
 * part takes the whole cents of its share, and the cents left over go one each to the parts with the
 * largest fractions (the earlier part on a tie). The parts always add up to `total`, and no part is
 * more than a cent from its exact share (issue 36 §6: money is split once, in integer cents).
 */
export function splitCents(total: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(total)) throw new RangeError(`cents must be whole: ${total}`);
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0 || sum <= 0 || weights.some((w) => !Number.isInteger(w) || w < 0)) {
    throw new RangeError('weights must be whole, not negative, and not all zero');
  }
  // Whole-number arithmetic: total × weight stays exact below 2^53 for any claim amount.
  const exact = weights.map((weight) => total * weight);
  const parts = exact.map((product) => Math.floor(product / sum));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((product, index) => ({ index, remainder: product - (parts[index] ?? 0) * sum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}
