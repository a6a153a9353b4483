import { Download, LoaderCircle, Trash2 } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { SUBSCRIBER_STATUSES, type Subscriber, type SubscriberPage, type SubscriberStatus } from "../../../shared/schemas/subscribers";
import { Button } from "~/components/ui/button";
import { DialogClose, DialogFrame } from "~/components/ui/dialog-frame";
import { useToast } from "~/components/ui/toast";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { AdminPageHeader } from "~/features/admin/admin-shell";
import { isSessionLost } from "~/features/admin-review/review-api";
import { ApprovalPager, SearchForm, signInAgain, useDateFormat, usePageLoading } from "~/features/admin-review/review-parts";
import { peopleApi, subscriberExportHref } from "./people-api";
import { Badge, FilterPills, ListBody, type Tone } from "./people-parts";

export type SubscribersData = { status: SubscriberStatus | undefined; search: string; list: SubscriberPage };

const TONE: Record<SubscriberStatus, Tone> = { confirmed: "herb", unconfirmed: "saffron", unsubscribed: "sand" };

/** /admin/subscribers: the newsletter's subscribers by status, searched, exported as CSV, removed. */
export function SubscribersView({ data }: { data: SubscribersData }) {
  const { t } = useI18n();
  const loading = usePageLoading();
  const { list } = data;
  const [removing, setRemoving] = useState<Subscriber | null>(null);

  return (
    <>
      <AdminPageHeader title={t("adminPeople.subscribers.title")} intro={t("adminPeople.subscribers.intro")}>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <a
            href={subscriberExportHref(data.status, data.search)}
            download
            className="inline-flex h-11 items-center gap-2 rounded-full bg-herb px-5 text-sm font-semibold text-white shadow-card hover:bg-herb-dark"
            data-testid="export-csv"
          >
            <Download className="size-4" aria-hidden />
            {t("adminPeople.subscribers.export")}
          </a>
          <span className="text-xs text-ink-soft">{t("adminPeople.subscribers.exportHint")}</span>
        </div>
      </AdminPageHeader>

      <div className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <FilterPills
          param="status"
          value={data.status}
          label={t("adminPeople.statusFilter")}
          options={[
            { value: undefined, label: t("adminPeople.all"), count: list.counts.all },
            ...SUBSCRIBER_STATUSES.map((s) => ({
              value: s,
              label: t(`adminPeople.subscribers.status.${s}` as MessageKey),
              count: list.counts[s],
            })),
          ]}
        />
        <SearchForm
          value={data.search}
          label={t("adminPeople.subscribers.searchLabel")}
          placeholder={t("adminPeople.subscribers.searchPlaceholder")}
          keep={{ status: data.status }}
        />
      </div>

      <ListBody
        loading={loading}
        empty={list.data.length === 0}
        emptyMessage={t("adminPeople.subscribers.empty")}
        filtered={Boolean(data.search || data.status)}
      >
        <SubscriberTable rows={list.data} total={list.total} onRemove={setRemoving} />
      </ListBody>
      {loading ? null : <ApprovalPager page={list.page} totalPages={list.totalPages} label={t("adminPeople.pagerLabel")} />}
      {removing ? <RemoveDialog subscriber={removing} onClose={() => setRemoving(null)} /> : null}
    </>
  );
}

function SubscriberTable({ rows, total, onRemove }: { rows: Subscriber[]; total: number; onRemove: (s: Subscriber) => void }) {
  const { t } = useI18n();
  const { date } = useDateFormat();
  const head = "px-4 py-3 text-start text-xs font-semibold tracking-wide text-ink-soft uppercase";
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-line/70 bg-paper shadow-card">
      <table className="w-full border-collapse text-sm" data-testid="subscriber-table">
        <caption className="border-b border-line px-4 py-3 text-start text-sm font-semibold">
          {t("adminPeople.subscribers.total", { count: total })}
        </caption>
        <thead className="hidden bg-sand/50 md:table-header-group">
          <tr>
            <th scope="col" className={head}>
              {t("adminPeople.subscribers.email")}
            </th>
            <th scope="col" className={head}>
              {t("adminPeople.subscribers.status")}
            </th>
            <th scope="col" className={head}>
              {t("adminPeople.subscribers.subscribed")}
            </th>
            <th scope="col" className={head}>
              {t("adminPeople.subscribers.confirmedAt")}
            </th>
            <th scope="col" className={head}>
              <span className="sr-only">{t("adminPeople.subscribers.remove")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-line px-4 py-3 first:border-t-0 md:table-row md:px-0 md:py-0"
              data-testid="subscriber-row"
            >
              <th scope="row" className="min-w-0 text-start font-medium break-all md:px-4 md:py-3">
                {row.email}
              </th>
              <td className="justify-self-end md:px-4 md:py-3">
                <Badge tone={TONE[row.status]}>{t(`adminPeople.subscribers.status.${row.status}` as MessageKey)}</Badge>
              </td>
              <td className="text-xs text-ink-soft md:px-4 md:py-3 md:text-sm md:text-ink">
                <span className="md:hidden">{t("adminPeople.subscribers.subscribed")}: </span>
                {date(row.createdAt)}
              </td>
              <td className="row-span-1 justify-self-end md:hidden" />
              <td className="text-xs text-ink-soft md:px-4 md:py-3 md:text-sm md:text-ink">
                {row.status === "unsubscribed" && row.unsubscribedAt ? (
                  <>
                    <span>{t("adminPeople.subscribers.unsubscribedAt")}: </span>
                    {date(row.unsubscribedAt)}
                  </>
                ) : row.confirmedAt ? (
                  <>
                    <span className="md:hidden">{t("adminPeople.subscribers.confirmedAt")}: </span>
                    {date(row.confirmedAt)}
                  </>
                ) : (
                  <span aria-hidden className="hidden md:inline">
                    —
                  </span>
                )}
              </td>
              <td className="justify-self-end md:px-4 md:py-2 md:text-end">
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => onRemove(row)}
                  aria-label={t("adminPeople.subscribers.removeNamed", { email: row.email })}
                >
                  <Trash2 aria-hidden />
                  {t("adminPeople.subscribers.remove")}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RemoveDialog({ subscriber, onClose }: { subscriber: Subscriber; onClose: () => void }) {
  const { t } = useI18n();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      await peopleApi.removeSubscriber(subscriber.id);
      toast({ title: t("adminPeople.successTitle"), description: t("adminPeople.subscribers.removed") });
      onClose();
      void revalidator.revalidate();
    } catch (error) {
      if (isSessionLost(error)) return signInAgain();
      toast({ variant: "destructive", title: t("adminPeople.errorTitle"), description: t("adminPeople.subscribers.removeFailed") });
      void revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogFrame
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("adminPeople.subscribers.removeTitle")}
      description={t("adminPeople.subscribers.removeText", { email: subscriber.email })}
    >
      <div className="flex flex-wrap items-center justify-end gap-2 px-5 py-4 sm:px-7">
        <DialogClose asChild>
          <Button variant="ghost" size="sm">
            {t("adminPeople.cancel")}
          </Button>
        </DialogClose>
        <Button size="sm" variant="danger" onClick={() => void remove()} disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
          {t("adminPeople.subscribers.remove")}
        </Button>
      </div>
    </DialogFrame>
  );
}
