import { Check, LoaderCircle, Save, Send } from "lucide-react";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { BRAND } from "../../../shared/brand";
import {
  INBOX_LIMITS,
  INBOX_STATUSES,
  inboxMessages,
  type InboxMessage,
  type InboxReply,
  type InboxStatus,
} from "../../../shared/schemas/inbox";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { ApiRequestError } from "~/lib/api";
import { cn } from "~/lib/cn";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { isSessionLost } from "~/features/admin-review/review-api";
import { Facts, PreText, signInAgain, useDateFormat } from "~/features/admin-review/review-parts";
import { inboxApi } from "./inbox-api";
import { InboxStatusBadge, KindBadge, STATUS_BADGE } from "./badges";

/** Server messages the screen shows in the admin's language. */
const KEY_OF = new Map<string, MessageKey>([
  [inboxMessages.notFound, "adminInbox.notFoundError"],
  [inboxMessages.subjectRequired, "adminInbox.subjectRequired"],
  [inboxMessages.bodyRequired, "adminInbox.bodyRequired"],
]);

type Busy = "status" | "notes" | "reply" | null;

const FIELD =
  "w-full rounded-xl border border-line bg-paper px-3.5 py-2.5 text-sm outline-none placeholder:text-ink-soft/70 focus:border-herb focus:ring-2 focus:ring-herb/20";

/**
 * One message in full: who wrote and what, every field of its form, the status, the team's
 * internal notes, the replies sent so far and the reply form. Each change is one API call; the
 * page's data reloads after it.
 */
export function MessagePanel({ message }: { message: InboxMessage }) {
  const { t } = useI18n();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const { dateTime } = useDateFormat();
  const id = useId();
  const [busy, setBusy] = useState<Busy>(null);
  const [notes, setNotes] = useState(message.internalNotes ?? "");
  const defaultSubject = message.reference
    ? t("adminInbox.replySubjectDefault", { reference: message.reference })
    : t("adminInbox.replySubjectPlain", { brand: BRAND.name });
  const [subject, setSubject] = useState(defaultSubject);
  const [body, setBody] = useState("");

  async function run(
    kind: Exclude<Busy, null>,
    action: () => Promise<unknown>,
    success: { title: string; description: string },
  ): Promise<boolean> {
    setBusy(kind);
    try {
      await action();
      toast(success);
      await revalidator.revalidate();
      return true;
    } catch (error) {
      if (isSessionLost(error)) {
        signInAgain();
        return false;
      }
      const apiBody = error instanceof ApiRequestError ? error.body : null;
      const known = apiBody?.message ? KEY_OF.get(apiBody.issues?.[0]?.message ?? apiBody.message) : undefined;
      toast({
        variant: "destructive",
        title: t("adminInbox.errorTitle"),
        description: known ? t(known) : t("adminInbox.failed"),
      });
      return false;
    } finally {
      setBusy(null);
    }
  }

  const changeStatus = (status: InboxStatus) =>
    void run("status", () => inboxApi.update(message.kind, message.id, { status }), {
      title: t("adminInbox.updatedTitle"),
      description: t("adminInbox.statusChanged", {
        status: t(`adminInbox.status.${status}` as MessageKey),
      }),
    });

  const saveNotes = () =>
    void run("notes", () => inboxApi.update(message.kind, message.id, { internalNotes: notes }), {
      title: t("adminInbox.updatedTitle"),
      description: t("adminInbox.notesSaved"),
    });

  async function sendReply(event: React.FormEvent) {
    event.preventDefault();
    const sent = await run("reply", () => inboxApi.reply(message.kind, message.id, { subject, body }), {
      title: t("adminInbox.sentTitle"),
      description: t("adminInbox.sent"),
    });
    if (sent) setBody("");
  }

  const notesChanged = notes.trim() !== (message.internalNotes ?? "");

  return (
    <article
      className="overflow-hidden rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card"
      aria-labelledby={`${id}-title`}
      data-testid="message-panel"
    >
      <header className="border-b border-line px-5 py-5 sm:px-7">
        <div className="flex flex-wrap items-center gap-2">
          <KindBadge kind={message.kind} />
          <InboxStatusBadge status={message.status} />
          {message.reference ? <span className="font-mono text-xs text-ink-soft">{message.reference}</span> : null}
        </div>
        <h2 id={`${id}-title`} className="mt-2 text-2xl leading-tight font-semibold">
          {message.summary}
        </h2>
        <p className="mt-1 text-sm break-words text-ink-soft">
          <span className="font-semibold text-ink">{message.name}</span> · {message.email} ·{" "}
          <time dateTime={message.createdAt}>{t("adminInbox.receivedOn", { date: dateTime(message.createdAt) })}</time>
        </p>

        <fieldset className="mt-4">
          <legend className="mb-1.5 text-xs font-semibold tracking-wide text-ink-soft uppercase">{t("adminInbox.statusLabel")}</legend>
          <div className="inline-flex flex-wrap gap-1.5">
            {INBOX_STATUSES.map((status) => {
              const current = status === message.status;
              return (
                <button
                  key={status}
                  type="button"
                  aria-pressed={current}
                  disabled={busy !== null}
                  onClick={() => (current ? undefined : changeStatus(status))}
                  className={cn(
                    "inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold ring-1 transition-colors ring-inset disabled:opacity-60",
                    current ? STATUS_BADGE[status] : "bg-paper text-ink-soft ring-line hover:text-ink hover:ring-herb",
                  )}
                >
                  {current ? <Check className="size-4" aria-hidden /> : null}
                  {t(`adminInbox.status.${status}` as MessageKey)}
                </button>
              );
            })}
            {busy === "status" ? <LoaderCircle className="size-5 self-center animate-spin text-ink-soft" aria-hidden /> : null}
          </div>
        </fieldset>
      </header>

      <Section title={t("adminInbox.message")}>
        <div className="rounded-xl bg-cream px-4 py-3.5 ring-1 ring-line/60">
          <PreText text={message.text} />
        </div>
      </Section>

      {message.fields.length > 0 ? (
        <Section title={t("adminInbox.details")}>
          <Facts
            items={message.fields.map((field) => [t(`adminInbox.field.${field.key}` as MessageKey), field.value])}
            className="text-sm"
          />
        </Section>
      ) : null}

      <Section title={t("adminInbox.notes")}>
        <label htmlFor={`${id}-notes`} className="sr-only">
          {t("adminInbox.notes")}
        </label>
        <textarea
          id={`${id}-notes`}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          rows={3}
          maxLength={INBOX_LIMITS.internalNotes}
          aria-describedby={`${id}-notes-hint`}
          className={cn(FIELD, "bg-saffron-light/30")}
        />
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p id={`${id}-notes-hint`} className="text-xs text-ink-soft">
            {t("adminInbox.notesHint")}
          </p>
          <Button variant="outline" size="sm" onClick={saveNotes} disabled={busy !== null || !notesChanged}>
            {busy === "notes" ? <LoaderCircle className="animate-spin" aria-hidden /> : <Save aria-hidden />}
            {t("adminInbox.saveNotes")}
          </Button>
        </div>
      </Section>

      <Section title={t("adminInbox.replies")}>
        {message.replies.length === 0 ? (
          <p className="text-sm text-ink-soft">{t("adminInbox.noReplies")}</p>
        ) : (
          <ol className="space-y-3" data-testid="reply-list">
            {message.replies.map((reply) => (
              <ReplyItem key={reply.id} reply={reply} />
            ))}
          </ol>
        )}
      </Section>

      <form
        onSubmit={(event) => void sendReply(event)}
        className="border-t border-line bg-sand/30 px-5 py-5 sm:px-7"
        aria-labelledby={`${id}-reply`}
      >
        <h3 id={`${id}-reply`} className="font-sans text-base font-semibold">
          {t("adminInbox.replyTitle")}
        </h3>
        <p className="mt-0.5 text-sm break-words text-ink-soft">{t("adminInbox.replyTo", { email: message.email })}</p>
        <label htmlFor={`${id}-subject`} className="mt-4 mb-1.5 block text-sm font-semibold">
          {t("adminInbox.replySubject")}
        </label>
        <input
          id={`${id}-subject`}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          required
          maxLength={INBOX_LIMITS.replySubject}
          className={cn(FIELD, "h-11 py-0")}
        />
        <label htmlFor={`${id}-body`} className="mt-3 mb-1.5 block text-sm font-semibold">
          {t("adminInbox.replyBody")}
        </label>
        <textarea
          id={`${id}-body`}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          required
          rows={6}
          maxLength={INBOX_LIMITS.replyBody}
          placeholder={t("adminInbox.replyBodyPlaceholder")}
          className={FIELD}
        />
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-ink-soft">{message.status === "new" ? t("adminInbox.replyMovesOn") : null}</p>
          <Button type="submit" disabled={busy !== null || !subject.trim() || !body.trim()}>
            {busy === "reply" ? <LoaderCircle className="animate-spin" aria-hidden /> : <Send aria-hidden />}
            {t("adminInbox.send")}
          </Button>
        </div>
      </form>
    </article>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-b border-line px-5 py-5 sm:px-7">
      <h3 className="mb-3 font-sans text-xs font-bold tracking-wider text-ink-soft uppercase">{title}</h3>
      {children}
    </section>
  );
}

const DELIVERY: Record<NonNullable<InboxReply["delivery"]>, string> = {
  pending: "bg-sand text-ink-soft",
  sent: "bg-herb-light text-herb-dark",
  failed: "bg-chili/10 text-chili",
};

function ReplyItem({ reply }: { reply: InboxReply }) {
  const { t } = useI18n();
  const { dateTime } = useDateFormat();
  return (
    <li className="rounded-xl border border-line/70 bg-cream/60 px-4 py-3" data-testid="reply-item">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p className="text-sm font-semibold">{reply.subject}</p>
        <time dateTime={reply.createdAt} className="text-xs text-ink-soft tabular-nums">
          {dateTime(reply.createdAt)}
        </time>
      </div>
      <p className="mt-0.5 flex flex-wrap items-center gap-2 text-xs break-words text-ink-soft">
        {t("adminInbox.replyBy", {
          name: reply.sentBy ?? "—",
          email: reply.toEmail,
        })}
        {reply.delivery ? (
          <span className={cn("rounded-full px-2 py-0.5 font-semibold", DELIVERY[reply.delivery])}>
            {t(`adminInbox.delivery.${reply.delivery}` as MessageKey)}
          </span>
        ) : null}
      </p>
      <p className="mt-2 text-sm leading-relaxed whitespace-pre-line">{reply.body}</p>
    </li>
  );
}
