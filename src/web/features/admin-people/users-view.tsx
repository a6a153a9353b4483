import { BookOpen, LoaderCircle, MonitorSmartphone, ShieldCheck, UserCheck, UserX } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { USER_STATUSES, type AdminUserPage, type AdminUserRow, type UserRole, type UserStatus } from "../../../shared/schemas/user-admin";
import { Button } from "~/components/ui/button";
import { DialogClose, DialogFrame } from "~/components/ui/dialog-frame";
import { useToast } from "~/components/ui/toast";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { AdminPageHeader } from "~/features/admin/admin-shell";
import { isSessionLost } from "~/features/admin-review/review-api";
import { ApprovalPager, SearchForm, signInAgain, useDateFormat, usePageLoading } from "~/features/admin-review/review-parts";
import { peopleApi } from "./people-api";
import { Badge, FilterPills, ListBody, type Tone } from "./people-parts";

export type UsersData = { status: UserStatus | undefined; search: string; list: AdminUserPage };

const STATUS_TONE: Record<UserStatus, Tone> = { active: "herb", pending: "saffron", suspended: "chili" };
const ROLE_TONE: Record<UserRole, Tone> = { user: "sand", contributor: "saffron", admin: "ink" };

/** The spec's toasts: 'User {action} successfully' / 'Failed to {action} user'. */
function useStatusChange() {
  const { t } = useI18n();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [busyId, setBusyId] = useState<number | null>(null);
  async function change(user: AdminUserRow, status: "suspended" | "active", onDone?: () => void) {
    setBusyId(user.id);
    const done = t(status === "suspended" ? "adminPeople.users.action.suspended" : "adminPeople.users.action.activated");
    const verb = t(status === "suspended" ? "adminPeople.users.action.suspend" : "adminPeople.users.action.activate");
    try {
      await peopleApi.setUserStatus(user.id, status);
      toast({ title: t("adminPeople.successTitle"), description: t("adminPeople.users.success", { action: done }) });
      onDone?.();
    } catch (error) {
      if (isSessionLost(error)) return signInAgain();
      toast({ variant: "destructive", title: t("adminPeople.errorTitle"), description: t("adminPeople.users.failure", { action: verb }) });
    } finally {
      setBusyId(null);
      void revalidator.revalidate();
    }
  }
  return { busyId, change };
}

/** /admin/users: the visitor accounts by status, searched; suspend and activate. */
export function UsersView({ data }: { data: UsersData }) {
  const { t } = useI18n();
  const loading = usePageLoading();
  const { list } = data;
  const [suspending, setSuspending] = useState<AdminUserRow | null>(null);
  const status = useStatusChange();

  return (
    <>
      <AdminPageHeader title={t("adminPeople.users.title")} intro={t("adminPeople.users.intro")}>
        <p className="rounded-full bg-paper px-4 py-2 text-sm font-semibold shadow-card ring-1 ring-line" data-testid="total-count">
          {t("adminPeople.users.total", { count: list.total })}
        </p>
      </AdminPageHeader>
      <div className="mb-6 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <FilterPills
          param="status"
          value={data.status}
          label={t("adminPeople.statusFilter")}
          options={[
            { value: undefined, label: t("adminPeople.all"), count: list.counts.all },
            ...USER_STATUSES.map((s) => ({ value: s, label: t(`adminPeople.users.status.${s}` as MessageKey), count: list.counts[s] })),
          ]}
        />
        <SearchForm
          value={data.search}
          label={t("adminPeople.users.searchLabel")}
          placeholder={t("adminPeople.users.searchPlaceholder")}
          keep={{ status: data.status }}
        />
      </div>

      <ListBody
        loading={loading}
        empty={list.data.length === 0}
        emptyMessage={t("adminPeople.users.empty")}
        filtered={Boolean(data.search || data.status)}
      >
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-3" data-testid="user-list">
          {list.data.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              busy={status.busyId === user.id}
              onSuspend={() => setSuspending(user)}
              onActivate={() => void status.change(user, "active")}
            />
          ))}
        </ul>
      </ListBody>
      {loading ? null : <ApprovalPager page={list.page} totalPages={list.totalPages} label={t("adminPeople.pagerLabel")} />}
      {suspending ? (
        <SuspendDialog
          user={suspending}
          busy={status.busyId === suspending.id}
          onConfirm={() => void status.change(suspending, "suspended", () => setSuspending(null))}
          onClose={() => setSuspending(null)}
        />
      ) : null}
    </>
  );
}

function initials(user: AdminUserRow): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || user.email.charAt(0).toUpperCase();
}

function UserRow({
  user,
  busy,
  onSuspend,
  onActivate,
}: {
  user: AdminUserRow;
  busy: boolean;
  onSuspend: () => void;
  onActivate: () => void;
}) {
  const { t, locale } = useI18n();
  const { date, dateTime } = useDateFormat();
  // The spec's one button: it suspends an active user and activates any other.
  const suspends = user.status === "active";
  return (
    <li
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line/70 bg-paper p-4 shadow-card sm:p-5 lg:flex-row lg:items-center"
      data-testid="user-row"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-herb-light font-semibold text-herb-dark" aria-hidden>
          {initials(user)}
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{user.name}</span>
            <Badge tone={STATUS_TONE[user.status]}>{t(`adminPeople.users.status.${user.status}` as MessageKey)}</Badge>
            <Badge tone={ROLE_TONE[user.role]}>
              {user.role === "admin" ? <ShieldCheck className="me-1 size-3.5" aria-hidden /> : null}
              {t(`adminPeople.users.role.${user.role}` as MessageKey)}
            </Badge>
          </p>
          <p className="truncate text-sm text-ink-soft">{user.email}</p>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-3 text-sm lg:w-[26rem]">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{t("adminPeople.users.recipes")}</dt>
          <dd className="inline-flex items-center gap-1 font-semibold tabular-nums">
            <BookOpen className="size-3.5 text-herb" aria-hidden />
            {user.recipesSubmitted.toLocaleString(locale)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{t("adminPeople.users.joined")}</dt>
          <dd>{date(user.joinedAt)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold tracking-wide text-ink-soft uppercase">{t("adminPeople.users.lastActive")}</dt>
          <dd>{user.lastActiveAt ? dateTime(user.lastActiveAt) : t("adminPeople.users.never")}</dd>
        </div>
      </dl>
      <div className="flex items-center justify-between gap-3 lg:w-44 lg:flex-col lg:items-end">
        {user.activeSessions > 0 ? (
          <span className="inline-flex items-center gap-1 text-xs text-ink-soft">
            <MonitorSmartphone className="size-3.5" aria-hidden />
            {t("adminPeople.users.sessions", { count: user.activeSessions })}
          </span>
        ) : (
          <span />
        )}
        {suspends ? (
          <Button
            size="sm"
            variant="danger"
            onClick={onSuspend}
            disabled={busy}
            aria-label={t("adminPeople.users.suspendNamed", { name: user.name })}
          >
            <UserX aria-hidden />
            {t("adminPeople.users.suspend")}
          </Button>
        ) : (
          <Button size="sm" onClick={onActivate} disabled={busy} aria-label={t("adminPeople.users.activateNamed", { name: user.name })}>
            {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <UserCheck aria-hidden />}
            {t("adminPeople.users.activate")}
          </Button>
        )}
      </div>
    </li>
  );
}

function SuspendDialog({
  user,
  busy,
  onConfirm,
  onClose,
}: {
  user: AdminUserRow;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <DialogFrame
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("adminPeople.users.suspendTitle", { name: user.name })}
      description={t("adminPeople.users.suspendText", { email: user.email })}
    >
      <div className="flex flex-wrap items-center justify-end gap-2 px-5 py-4 sm:px-7">
        <DialogClose asChild>
          <Button variant="ghost" size="sm">
            {t("adminPeople.cancel")}
          </Button>
        </DialogClose>
        <Button size="sm" variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <UserX aria-hidden />}
          {t("adminPeople.users.suspend")}
        </Button>
      </div>
    </DialogFrame>
  );
}
