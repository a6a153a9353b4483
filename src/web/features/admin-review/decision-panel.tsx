import { Check, LoaderCircle, X } from "lucide-react";
import { useId, type ReactNode, type RefObject } from "react";
import { MODERATION_LIMITS } from "../../../shared/rules/moderation";
import { Button } from "~/components/ui/button";
import { DialogClose } from "~/components/ui/dialog-frame";
import { useI18n } from "~/lib/i18n";

export type Busy = "approve" | "reject" | null;

/**
 * The foot of a review dialog for a pending item: the admin-notes box, Close, Reject
 * (disabled until notes are written, with the spec's hint) and Approve. `children` adds fields an
 * approval needs (a product's stock).
 */
export function DecisionPanel({
  notes,
  onNotesChange,
  onApprove,
  onReject,
  busy,
  approveLabel,
  rejectLabel,
  notesRef,
  notesHint,
  children,
}: {
  notes: string;
  onNotesChange: (notes: string) => void;
  onApprove: () => void;
  onReject: () => void;
  busy: Busy;
  approveLabel: string;
  rejectLabel: string;
  notesRef?: RefObject<HTMLTextAreaElement | null>;
  notesHint?: string;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const id = useId();
  const canReject = notes.trim().length > 0;
  return (
    <div className="sticky bottom-0 border-t border-line bg-paper px-5 py-4 sm:px-7">
      <label htmlFor={`${id}-notes`} className="mb-1.5 block text-sm font-semibold">
        {t("adminReview.notes")}
      </label>
      <textarea
        id={`${id}-notes`}
        ref={notesRef}
        value={notes}
        onChange={(event) => onNotesChange(event.target.value)}
        rows={2}
        maxLength={MODERATION_LIMITS.adminNotes}
        aria-describedby={`${id}-hint`}
        placeholder={t("adminReview.notesPlaceholder")}
        className="w-full rounded-xl border border-line bg-paper px-3.5 py-2.5 text-sm outline-none placeholder:text-ink-soft/70 focus:border-herb focus:ring-2 focus:ring-herb/20"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-soft">
        {canReject ? (notesHint ?? t("adminReview.notesShared")) : t("adminReview.rejectHint")}
      </p>
      {children}
      <div className="mt-3 flex flex-wrap items-center justify-end gap-2">
        <DialogClose asChild>
          <Button variant="ghost" size="sm">
            {t("adminReview.close")}
          </Button>
        </DialogClose>
        <Button variant="danger" size="sm" onClick={onReject} disabled={!canReject || busy !== null}>
          {busy === "reject" ? <LoaderCircle className="animate-spin" aria-hidden /> : <X aria-hidden />}
          {rejectLabel}
        </Button>
        <Button size="sm" onClick={onApprove} disabled={busy !== null}>
          {busy === "approve" ? <LoaderCircle className="animate-spin" aria-hidden /> : <Check aria-hidden />}
          {approveLabel}
        </Button>
      </div>
    </div>
  );
}

/** The foot of a review dialog for an item already reviewed: its notes and Close. */
export function ReviewedPanel({ notes, reviewed, children }: { notes: string | null; reviewed: string | null; children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="sticky bottom-0 border-t border-line bg-paper px-5 py-4 sm:px-7">
      {notes ? (
        <div className="rounded-xl bg-sand/60 px-4 py-3 text-sm">
          <p className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{t("adminReview.notes")}</p>
          <p className="mt-1 whitespace-pre-line">{notes}</p>
        </div>
      ) : null}
      {reviewed ? <p className="mt-2 text-xs text-ink-soft">{reviewed}</p> : null}
      <div className="mt-3 flex flex-wrap items-center justify-end gap-2">
        {children}
        <DialogClose asChild>
          <Button variant="outline" size="sm">
            {t("adminReview.close")}
          </Button>
        </DialogClose>
      </div>
    </div>
  );
}
