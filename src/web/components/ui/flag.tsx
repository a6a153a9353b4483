import { Globe } from "lucide-react";
import { FLAG_ASPECT, flagPath, isFlagCode } from "../../../shared/flags";
import { cn } from "~/lib/cn";

/**
 * A flag drawn as SVG (never an emoji flag, which Windows shows as two letters and systems without
 * a colour emoji font as boxes). Decorative: the language or cuisine name next to it is the
 * accessible name. Width and height are fixed, so nothing moves when the image arrives; a null
 * code (a language of no country, such as Esperanto) shows a globe in the same box; anything that
 * is not a flag code draws nothing rather than a broken image.
 */
export function Flag({
  code,
  width = 20,
  eager = false,
  className,
}: {
  code: string | null;
  width?: number;
  /** Flags on the first screen load at once; those in lists wait until they are near the view. */
  eager?: boolean;
  className?: string;
}) {
  const height = Math.round(width / FLAG_ASPECT);
  if (code && !isFlagCode(code)) return null;
  if (!code) {
    return (
      <span aria-hidden className={cn("inline-flex shrink-0 items-center justify-center text-herb", className)} style={{ width, height }}>
        <Globe style={{ width: height, height }} />
      </span>
    );
  }
  return (
    <img
      src={flagPath(code)}
      width={width}
      height={height}
      alt=""
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      draggable={false}
      // The hairline ring keeps white-edged flags (Japan, Cyprus) visible on the cream page.
      className={cn("inline-block shrink-0 rounded-[3px] object-cover shadow-[0_0_0_1px_rgb(0_0_0/0.12)]", className)}
    />
  );
}
