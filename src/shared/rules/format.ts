/** Dollars with 2 decimals, as the cart and price tags show them. */
export function formatDollars(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** 95 -> "1h 35m", 60 -> "1h", 45 -> "45m". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m}m`;
  return m === 0 ? `${h}h` : `${h}h ${m}m`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
