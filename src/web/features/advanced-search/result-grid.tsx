/** Skeleton cards while a search runs. */
const SKELETON_CARDS = 9;

export const RESULT_GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

/** The card grid's placeholder while results (or the code that shows them) load. */
export function ResultSkeletons() {
  return (
    <ul className={RESULT_GRID} aria-hidden data-testid="search-skeletons">
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card">
          <div className="aspect-[4/3] animate-pulse bg-sand" />
          <div className="space-y-3 p-5">
            <div className="h-5 w-3/4 animate-pulse rounded-full bg-sand" />
            <div className="h-4 w-full animate-pulse rounded-full bg-sand/70" />
            <div className="h-4 w-2/3 animate-pulse rounded-full bg-sand/70" />
          </div>
        </li>
      ))}
    </ul>
  );
}
