/** The window a brotli stream declares in its first bits (WBITS: RFC 7932, section 9.1). */
export function declaredBrotliWindow(stream: Buffer): number {
  const bits = stream[0] | (stream[1] << 8);
  if ((bits & 1) === 0) return 16;
  const n = (bits >> 1) & 7;
  if (n !== 0) return 17 + n;
  const m = (bits >> 4) & 7;
  if (m === 1) throw new Error("a large-window stream");
  return m === 0 ? 17 : 8 + m;
}
