/** The brand's mark: a leaf over a bowl, drawn inline so it costs no request. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden focusable="false">
      <circle cx="20" cy="20" r="20" fill="#2f5d46" />
      <path d="M9 21h22a11 11 0 0 1-22 0Z" fill="#e0982a" />
      <path d="M20 19c0-6 3-10 8-11-1 5-3 9-8 11Z" fill="#e3eee6" />
      <path d="M20 19c-1-4-4-7-8-7 1 4 3 6 8 7Z" fill="#cfe3d5" />
    </svg>
  );
}
