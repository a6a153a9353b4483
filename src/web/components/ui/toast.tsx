import { X } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useI18n } from "~/lib/i18n";
import { cn } from "~/lib/cn";

type ToastInput = { title: string; description?: string; variant?: "default" | "destructive"; durationMs?: number };
type ActiveToast = ToastInput & { id: number };

const DEFAULT_DURATION_MS = 5000;

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

/** At most one toast at a time: a new one replaces the one on screen. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ActiveToast | null>(null);
  const nextId = useRef(1);
  const show = useCallback((input: ToastInput) => setToast({ ...input, id: nextId.current++ }), []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastViewport toast={toast} onDismiss={() => setToast(null)} />
    </ToastContext.Provider>
  );
}

function ToastViewport({ toast, onDismiss }: { toast: ActiveToast | null; onDismiss: () => void }) {
  const { t } = useI18n();
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onDismiss, toast.durationMs ?? DEFAULT_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  const destructive = toast?.variant === "destructive";
  return (
    <div
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex justify-center p-4 sm:justify-end"
      role="region"
      aria-label="Notifications"
    >
      <div aria-live={destructive ? "assertive" : "polite"} aria-atomic="true" className="w-full max-w-sm">
        {toast ? (
          <div
            key={toast.id}
            role={destructive ? "alert" : "status"}
            data-testid="toast"
            className={cn(
              "pointer-events-auto flex items-start gap-3 rounded-2xl border p-4 shadow-lift animate-[toast-in_200ms_ease-out]",
              destructive ? "border-chili/40 bg-chili text-white" : "border-line bg-paper text-ink",
            )}
          >
            <div className="flex-1">
              <p className="font-semibold">{toast.title}</p>
              {toast.description ? (
                <p className={cn("mt-1 text-sm", destructive ? "text-white/90" : "text-ink-soft")}>{toast.description}</p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={onDismiss}
              className="-m-1 grid size-9 place-items-center rounded-full opacity-80 hover:opacity-100"
              aria-label={t("common.close")}
            >
              <X className="size-4" aria-hidden />
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** Lets a part of the page rendered as a root of its own show its toasts in the page's (`useToast().toast`). */
export const ToastFunctionProvider = ToastContext.Provider;

export function useToast() {
  const show = useContext(ToastContext);
  if (!show) throw new Error("useToast must be used within a ToastProvider");
  return useMemo(() => ({ toast: show }), [show]);
}
