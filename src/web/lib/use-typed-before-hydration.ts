import { useEffect, type RefObject } from "react";

/**
 * Text typed into a controlled field before the page's scripts started is in the field but not
 * in the state, and the next render would put the state's value back over it. Right after
 * hydration this hands the field's text to `take` once, when it differs from `current`.
 */
export function useTypedBeforeHydration(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  current: string,
  take: (typed: string) => void,
) {
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== current) take(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration: later changes arrive through the field's own change events
  }, []);
}
