import { use, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { ToastFunctionProvider, useToast } from "~/components/ui/toast";
import { I18nValueProvider, useI18n } from "~/lib/i18n";
import type * as BulkInquiryFormModule from "./bulk-inquiry-form";

type FormModule = typeof BulkInquiryFormModule;
type Props = BulkInquiryFormModule.BulkInquiryFormProps;

/** A promise as React's `use` reads it: one that says it is fulfilled is read at once, without suspending. */
function tracked<T>(promise: Promise<T>): Promise<T> {
  const watched = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  watched.status = "pending";
  watched.then(
    (value) => {
      watched.status = "fulfilled";
      watched.value = value;
    },
    (reason: unknown) => {
      watched.status = "rejected";
      watched.reason = reason;
    },
  );
  return watched;
}

let startLoading: (() => void) | undefined;
let loadedModule: FormModule | undefined;

/**
 * The enquiry form's module. The server has it from its start, so every /shop page carries the
 * form in its HTML: it works before and without JavaScript. The browser fetches its script only
 * once the form is wanted (about to be seen, an Inquiry press, a field touched), keeping it out of
 * the page's first load. A script that fails to load leaves the server's form, which posts to the page.
 */
const formModule: Promise<FormModule> = tracked(
  typeof document === "undefined"
    ? import("./bulk-inquiry-form")
    : new Promise<void>((resolve) => {
        startLoading = resolve;
      }).then(() =>
        import("./bulk-inquiry-form").then(
          (module) => (loadedModule = module),
          () => new Promise<never>(() => undefined),
        ),
      ),
);

/** Starts loading the form's script (at most once). */
export function wantBulkForm(): void {
  startLoading?.();
}

const subscribeToNothing = () => () => undefined;
/** The host's inner HTML as the page renders it: none, so React leaves the server's form in it alone. */
const UNTOUCHED = { __html: "" };

/** Calls `onReady` once the island has hydrated (its first effects run). */
function Ready({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(() => onReady(), [onReady]);
  return children;
}

/**
 * Where /shop shows the bulk enquiry form.
 *
 * On the server it is the form itself. In the browser the page leaves that markup alone (an
 * element whose inner HTML React does not manage): until the form's script is there it is a plain
 * form that posts to the page, and nothing the page does meanwhile can throw it, or what was typed
 * in it, away. With the script, the form is hydrated in place as a React root of its own (the page's
 * language and toasts passed in), first as the server rendered it, then with the page's current
 * state (an Inquiry pressed meanwhile). After a navigation to /shop there is no server markup: the
 * placeholder stands in until the script is there, then the form renders as part of the page.
 */
export function BulkInquirySlot({ placeholder, ...props }: Props & { placeholder: ReactNode }) {
  const i18n = useI18n();
  const { toast } = useToast();
  // True on the server and while the page hydrates its HTML, false when this renders after a navigation.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [fromServer] = useState(hydrating);
  const [serverProps] = useState(props);
  const [module, setModule] = useState(() => loadedModule);
  const [islandReady, setIslandReady] = useState(false);
  const hostRef = useRef<HTMLDivElement>(null);
  const islandRef = useRef<Root | null>(null);
  const markReady = useCallback(() => setIslandReady(true), []);

  useEffect(() => {
    if (module) return;
    let current = true;
    void formModule.then((loaded) => {
      if (current) setModule(loaded);
    });
    return () => {
      current = false;
    };
  }, [module]);

  const { prefill, focusToken, server, sentReference } = props;
  useEffect(() => {
    const host = hostRef.current;
    if (!fromServer || !module || !host) return;
    const BulkInquiryForm = module.default;
    const island = (formProps: Props) => (
      <I18nValueProvider value={i18n}>
        <ToastFunctionProvider value={toast}>
          <Ready onReady={markReady}>
            <BulkInquiryForm {...formProps} />
          </Ready>
        </ToastFunctionProvider>
      </I18nValueProvider>
    );
    if (!islandRef.current) islandRef.current = hydrateRoot(host, island(serverProps));
    // An update before hydration has finished would make React render the island afresh.
    else if (islandReady) islandRef.current.render(island({ prefill, focusToken, server, sentReference }));
  }, [fromServer, module, islandReady, i18n, toast, markReady, serverProps, prefill, focusToken, server, sentReference]);

  useEffect(
    () => () => {
      // Not while the page is rendering: a root is unmounted on its own turn.
      const island = islandRef.current;
      if (island) setTimeout(() => island.unmount(), 0);
    },
    [],
  );

  if (typeof document === "undefined") {
    const { default: BulkInquiryForm } = use(formModule);
    return (
      <div>
        <BulkInquiryForm {...props} />
      </div>
    );
  }
  if (fromServer) return <div ref={hostRef} dangerouslySetInnerHTML={UNTOUCHED} suppressHydrationWarning />;
  if (!module) return <>{placeholder}</>;
  const { default: BulkInquiryForm } = module;
  return (
    <div>
      <BulkInquiryForm {...props} />
    </div>
  );
}
