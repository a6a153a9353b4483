import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";

/** A side panel over the page: focus is trapped inside, Escape and the overlay close it. */
export function Sheet({
  open,
  onOpenChange,
  side = "end",
  title,
  description,
  children,
  footer,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side?: "start" | "end";
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** The control that opened the sheet; focus goes back to it on close. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const { t } = useI18n();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40 backdrop-blur-[2px] animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          className={cn(
            "fixed inset-y-0 z-50 flex w-[88vw] max-w-sm flex-col bg-paper shadow-lift outline-none",
            side === "end"
              ? "end-0 animate-[slide-in-end_200ms_ease-out] rtl:animate-[slide-in-start_200ms_ease-out]"
              : "start-0 animate-[slide-in-start_200ms_ease-out] rtl:animate-[slide-in-end_200ms_ease-out]",
          )}
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <Dialog.Title className="font-display text-xl font-semibold">{title}</Dialog.Title>
            <Dialog.Close
              className="grid size-11 place-items-center rounded-full text-ink-soft hover:bg-sand hover:text-ink"
              aria-label={t("common.close")}
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="sr-only">{description}</Dialog.Description> : null}
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer ? <div className="border-t border-line px-5 py-4">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
