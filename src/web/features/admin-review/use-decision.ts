import { useState } from "react";
import { useRevalidator } from "react-router";
import { moderationMessages } from "../../../shared/rules/moderation";
import { useToast } from "~/components/ui/toast";
import { ApiRequestError } from "~/lib/api";
import { useI18n, type MessageKey } from "~/lib/i18n";
import type { Busy } from "./decision-panel";
import { isSessionLost } from "./review-api";
import { signInAgain } from "./review-parts";

/** Server messages the review screens show in the admin's language. */
const KEY_OF = new Map<string, MessageKey>([
  [moderationMessages.notesRequired, "adminReview.notesRequired"],
  [moderationMessages.notPending, "adminReview.notPending"],
  [moderationMessages.stockRequired, "adminReview.product.stockRequired"],
  [moderationMessages.shopCategoryUnknown, "adminReview.product.shopCategoryUnknown"],
  [moderationMessages.publishNeedsApproval, "adminReview.publish.needsApproval"],
  [moderationMessages.alreadyPublished, "adminReview.publish.already"],
  [moderationMessages.publishUnknownValue, "adminReview.publish.unknownValue"],
]);

/** A server message in the admin's language, or null when it has none of its own. */
export function reviewMessage(t: (key: MessageKey) => string, message: string | undefined): string | null {
  const key = message ? KEY_OF.get(message) : undefined;
  return key ? t(key) : null;
}

type Texts = { successTitle: MessageKey; success: MessageKey; failureTitle: MessageKey; failure: MessageKey };

/**
 * Runs one decision (approve, reject, publish...) with the screen's toasts: the spec's success
 * texts, 'Admin Notes Required' for a 422, the reason for a 409, the failure texts otherwise;
 * the list reloads after success and after a 409 (someone else decided first).
 */
export function useDecision(texts: Texts) {
  const { t } = useI18n();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<Busy>(null);

  async function run(kind: "approve" | "reject", action: () => Promise<unknown>, onDone?: () => void): Promise<boolean> {
    setBusy(kind);
    try {
      await action();
      toast({ title: t(texts.successTitle), description: t(texts.success) });
      onDone?.();
      void revalidator.revalidate();
      return true;
    } catch (error) {
      if (isSessionLost(error)) {
        signInAgain();
        return false;
      }
      const body = error instanceof ApiRequestError ? error.body : null;
      const status = error instanceof ApiRequestError ? error.status : 0;
      if (status === 422)
        toast({ variant: "destructive", title: t("adminReview.notesRequiredTitle"), description: t("adminReview.notesRequired") });
      else
        toast({
          variant: "destructive",
          title: t(texts.failureTitle),
          description:
            reviewMessage(t, body?.message) ?? (status >= 400 && status < 500 && body?.message ? body.message : t(texts.failure)),
        });
      if (status === 409) void revalidator.revalidate();
      return false;
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}
