import { BookOpenCheck, ChefHat, Check, Clock, Eye, ExternalLink, LibraryBig, UtensilsCrossed, Users, X } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../shared/paths";
import type { ReviewStatus } from "../../../shared/rules/moderation";
import type { ChefApplication, RecipeSubmission, ReviewPage } from "../../../shared/schemas/moderation";
import type { Lookup } from "../../../shared/schemas/recipe";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { useI18n, type MessageKey } from "~/lib/i18n";
import { AdminPageHeader } from "~/features/admin/admin-shell";
import { DecisionPanel, ReviewedPanel } from "./decision-panel";
import { PublishDialog } from "./publish-dialog";
import { reviewApi } from "./review-api";
import {
  ApprovalPager,
  CardSkeletons,
  DialogSection,
  EmptyList,
  Facts,
  PreText,
  ReviewDialog,
  SearchForm,
  StatusBadge,
  StatusFilter,
  useDateFormat,
  useFocusAfterOpen,
  usePageLoading,
  useQueryHref,
} from "./review-parts";
import { useDecision } from "./use-decision";

export type ReviewTab = "recipes" | "chefs";

export type RecipeApprovalData = {
  tab: ReviewTab;
  status: ReviewStatus;
  search: string;
  recipes: ReviewPage<RecipeSubmission> | null;
  chefs: ReviewPage<ChefApplication> | null;
  pending: { recipes: number; chefs: number };
  lookups: { categories: Lookup[]; cuisines: Lookup[]; dietTypes: Lookup[] };
};

const RECIPE_TEXTS = {
  successTitle: "adminReview.statusUpdatedTitle",
  success: "adminReview.statusUpdated",
  failureTitle: "adminReview.errorTitle",
  failure: "adminReview.updateFailed",
} as const satisfies Record<string, MessageKey>;

const CHEF_TEXTS = { ...RECIPE_TEXTS, success: "adminReview.chef.updated" } as const satisfies Record<string, MessageKey>;

/**
 * /admin/recipe-approval: the 'Recipe Approval System' over the real submissions of
 * /share-recipe, with guest chef applications on a second tab. Filter, search and page live in
 * the URL and are answered by the server; decisions go to the API and the list reloads.
 */
export function RecipeApprovalView({ data }: { data: RecipeApprovalData }) {
  const { t } = useI18n();
  const href = useQueryHref();
  const loading = usePageLoading();
  const page = data.tab === "recipes" ? data.recipes! : data.chefs!;

  const tabs: { value: ReviewTab; label: string; icon: typeof BookOpenCheck; pending: number }[] = [
    { value: "recipes", label: t("adminReview.tab.recipes"), icon: BookOpenCheck, pending: data.pending.recipes },
    { value: "chefs", label: t("adminReview.tab.chefs"), icon: ChefHat, pending: data.pending.chefs },
  ];

  return (
    <>
      <AdminPageHeader title={t("adminReview.recipes.title")} intro={t("adminReview.recipes.intro")}>
        <p className="rounded-full bg-paper px-4 py-2 text-sm font-semibold shadow-card ring-1 ring-line" data-testid="total-count">
          {t(data.tab === "recipes" ? "adminReview.recipes.total" : "adminReview.chefs.total", { count: page.total })}
        </p>
      </AdminPageHeader>

      <nav aria-label={t("adminReview.tabsLabel")} className="mb-5 border-b border-line">
        <ul className="-mb-px flex gap-1">
          {tabs.map((tab) => {
            const active = tab.value === data.tab;
            return (
              <li key={tab.value}>
                <Link
                  to={href({ tab: tab.value === "recipes" ? undefined : tab.value, status: undefined, search: undefined })}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "inline-flex h-11 items-center gap-2 border-b-2 px-4 text-sm font-semibold transition-colors",
                    active ? "border-herb text-herb-dark" : "border-transparent text-ink-soft hover:text-ink",
                  )}
                >
                  <tab.icon className="size-4" aria-hidden />
                  {tab.label}
                  {tab.pending > 0 ? (
                    <span className="rounded-full bg-saffron-light px-1.5 text-xs text-saffron-dark tabular-nums">
                      <span aria-hidden>{tab.pending}</span>
                      <span className="sr-only">{t("adminReview.pendingCount", { count: tab.pending })}</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <StatusFilter value={data.status} counts={page.counts} label={t("adminReview.statusFilter")} />
        <SearchForm
          value={data.search}
          label={t(data.tab === "recipes" ? "adminReview.recipes.searchLabel" : "adminReview.chefs.searchLabel")}
          placeholder={t(data.tab === "recipes" ? "adminReview.recipes.searchPlaceholder" : "adminReview.chefs.searchPlaceholder")}
          keep={{ tab: data.tab === "chefs" ? "chefs" : undefined, status: data.status === "pending" ? undefined : data.status }}
        />
      </div>

      {loading ? (
        <CardSkeletons label={t("adminReview.loading")} />
      ) : page.data.length === 0 ? (
        <EmptyList
          message={t(data.tab === "recipes" ? "adminReview.recipes.empty" : "adminReview.chefs.empty")}
          hint={data.search ? t("adminReview.emptySearchHint") : undefined}
        />
      ) : data.tab === "recipes" ? (
        <RecipeGrid items={data.recipes!.data} lookups={data.lookups} />
      ) : (
        <ChefGrid items={data.chefs!.data} />
      )}

      {loading ? null : <ApprovalPager page={page.page} totalPages={page.totalPages} label={t("adminReview.pagerLabel")} />}
    </>
  );
}

function Thumb({ src, alt, fallback: Fallback }: { src: string | null; alt: string; fallback: typeof UtensilsCrossed }) {
  return src ? (
    <img src={src} alt={alt} width={80} height={80} loading="lazy" className="size-20 shrink-0 rounded-xl bg-sand object-cover" />
  ) : (
    <span className="grid size-20 shrink-0 place-items-center rounded-xl bg-sand text-ink-soft" aria-hidden>
      <Fallback className="size-8" />
    </span>
  );
}

function MealTags({ meals }: { meals: string[] }) {
  const { t } = useI18n();
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t("adminReview.recipe.mealTypes")}>
      {meals.map((meal) => (
        <li key={meal} className="rounded-full bg-herb-light px-2 py-0.5 text-xs font-medium text-herb-dark">
          {t(`adminReview.meal.${meal}` as MessageKey)}
        </li>
      ))}
    </ul>
  );
}

// ---------------------------------------------------------------------------------------------
// Shared recipes

function RecipeGrid({ items, lookups }: { items: RecipeSubmission[]; lookups: RecipeApprovalData["lookups"] }) {
  const [open, setOpen] = useState<{ id: number; focusNotes: boolean } | null>(null);
  const [publishing, setPublishing] = useState<RecipeSubmission | null>(null);
  const current = open ? items.find((item) => item.id === open.id) : undefined;
  const decision = useDecision(RECIPE_TEXTS);
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3" data-testid="submission-grid">
        {items.map((item) => (
          <RecipeCard
            key={item.id}
            item={item}
            busy={decision.busy !== null}
            onReview={(focusNotes) => setOpen({ id: item.id, focusNotes })}
            onApprove={() => void decision.run("approve", () => reviewApi.decideRecipe(item.id, { status: "approved" }))}
            onPublish={() => setPublishing(item)}
          />
        ))}
      </ul>
      {current ? (
        <RecipeReviewDialog
          key={current.id}
          item={current}
          focusNotes={open!.focusNotes}
          onClose={() => setOpen(null)}
          onPublish={() => {
            setOpen(null);
            setPublishing(current);
          }}
        />
      ) : null}
      {publishing ? <PublishDialog item={publishing} lookups={lookups} onClose={() => setPublishing(null)} /> : null}
    </>
  );
}

function RecipeCard({
  item,
  busy,
  onReview,
  onApprove,
  onPublish,
}: {
  item: RecipeSubmission;
  busy: boolean;
  onReview: (focusNotes: boolean) => void;
  onApprove: () => void;
  onPublish: () => void;
}) {
  const { t } = useI18n();
  const { date } = useDateFormat();
  const author = item.displayName || item.authorName;
  return (
    <li className="flex flex-col rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card" data-testid="submission-card">
      <div className="flex gap-4">
        <Thumb src={item.image} alt="" fallback={UtensilsCrossed} />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-2">
            <h2 className="font-sans text-base leading-snug font-semibold">{item.title}</h2>
            <StatusBadge status={item.status} />
          </div>
          <p className="mt-0.5 truncate text-sm text-ink-soft">
            {t("adminReview.by", { name: author })} · <time dateTime={item.createdAt}>{date(item.createdAt)}</time>
          </p>
          <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-soft">
            <span className="font-semibold text-ink">{item.cuisineType}</span>
            <span className="inline-flex items-center gap-1">
              <Users className="size-3.5" aria-hidden />
              {t("adminReview.servings", { count: item.servingSize })}
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden />
              {t("adminReview.prepCook", { prep: item.prepTime, cook: item.cookTime })}
            </span>
          </p>
        </div>
      </div>
      <div className="mt-3">
        <MealTags meals={item.mealTypes} />
      </div>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onReview(false)}
          aria-label={t("adminReview.reviewNamed", { title: item.title })}
        >
          <Eye aria-hidden />
          {t("adminReview.review")}
        </Button>
        {item.status === "pending" ? (
          <>
            <Button size="sm" onClick={onApprove} disabled={busy} aria-label={t("adminReview.approveNamed", { title: item.title })}>
              <Check aria-hidden />
              {t("adminReview.approve")}
            </Button>
            <Button
              variant="danger"
              size="sm"
              onClick={() => onReview(true)}
              aria-label={t("adminReview.rejectNamed", { title: item.title })}
            >
              <X aria-hidden />
              {t("adminReview.reject")}
            </Button>
          </>
        ) : null}
        {item.status === "approved" && item.recipeId === null ? (
          <Button variant="accent" size="sm" onClick={onPublish} aria-label={t("adminReview.publish.namedAction", { title: item.title })}>
            <LibraryBig aria-hidden />
            {t("adminReview.publish.action")}
          </Button>
        ) : null}
        {item.recipeId !== null ? (
          <Link
            to={paths.recipe(item.recipeId)}
            className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-herb hover:underline"
          >
            <ExternalLink className="size-4" aria-hidden />
            {t("adminReview.publish.inLibrary")}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

function RecipeReviewDialog({
  item,
  focusNotes,
  onClose,
  onPublish,
}: {
  item: RecipeSubmission;
  focusNotes: boolean;
  onClose: () => void;
  onPublish: () => void;
}) {
  const { t } = useI18n();
  const { date, dateTime } = useDateFormat();
  const [notes, setNotes] = useState("");
  const notesRef = useRef<HTMLTextAreaElement>(null);
  useFocusAfterOpen(notesRef, focusNotes);
  const decision = useDecision(RECIPE_TEXTS);
  const decide = (status: "approved" | "rejected") =>
    void decision.run(
      status === "approved" ? "approve" : "reject",
      () => reviewApi.decideRecipe(item.id, { status, adminNotes: notes.trim() || undefined }),
      onClose,
    );
  const nutrition: [string, string | null][] = [
    [t("adminReview.recipe.calories"), item.calories === null ? null : t("adminReview.kcal", { count: item.calories })],
    [t("adminReview.recipe.protein"), item.protein === null ? null : t("adminReview.grams", { count: item.protein })],
    [t("adminReview.recipe.carbs"), item.carbs === null ? null : t("adminReview.grams", { count: item.carbs })],
    [t("adminReview.recipe.fat"), item.fat === null ? null : t("adminReview.grams", { count: item.fat })],
  ];
  return (
    <ReviewDialog
      title={item.title}
      status={item.status}
      onClose={onClose}
      submitted={
        <>
          {t("adminReview.submittedOn", { date: date(item.createdAt) })}
          {item.reference ? <span className="font-mono text-xs">{item.reference}</span> : null}
        </>
      }
    >
      <div>
        <DialogSection title={t("adminReview.recipe.info")}>
          {item.image ? (
            <img
              src={item.image}
              alt={t("adminReview.recipe.photoAlt", { title: item.title })}
              width={640}
              height={400}
              className="mb-4 aspect-[16/10] w-full rounded-xl bg-sand object-cover"
            />
          ) : null}
          <Facts
            items={[
              [t("adminReview.recipe.cuisine"), item.cuisineType],
              [t("adminReview.recipe.servings"), item.servingSize],
              [t("adminReview.recipe.prepTime"), t("adminReview.minutes", { count: item.prepTime })],
              [t("adminReview.recipe.cookTime"), t("adminReview.minutes", { count: item.cookTime })],
              [t("adminReview.recipe.mealTypes"), <MealTags key="m" meals={item.mealTypes} />],
            ]}
          />
        </DialogSection>
        <DialogSection title={t("adminReview.recipe.ingredients")}>
          <PreText text={item.ingredients} />
        </DialogSection>
        <DialogSection title={t("adminReview.recipe.instructions")}>
          <PreText text={item.instructions} />
        </DialogSection>
        {item.story ? (
          <DialogSection title={t("adminReview.recipe.story")}>
            <PreText text={item.story} />
          </DialogSection>
        ) : null}
        {nutrition.some(([, value]) => value !== null) ? (
          <DialogSection title={t("adminReview.recipe.nutrition")}>
            <Facts items={nutrition} className="grid-cols-2 sm:grid-cols-4" />
          </DialogSection>
        ) : null}
        <DialogSection title={t("adminReview.recipe.author")}>
          <Facts
            items={[
              [t("adminReview.recipe.authorName"), item.authorName],
              [
                t("adminReview.recipe.email"),
                <a key="e" href={`mailto:${item.email}`} className="text-herb underline-offset-2 hover:underline">
                  {item.email}
                </a>,
              ],
              [t("adminReview.recipe.phone"), item.phone],
              [
                t("adminReview.recipe.website"),
                item.website ? (
                  <a
                    key="w"
                    href={item.website}
                    target="_blank"
                    rel="ugc nofollow noopener noreferrer"
                    className="text-herb underline-offset-2 hover:underline"
                  >
                    {item.website}
                  </a>
                ) : null,
              ],
              [t("adminReview.recipe.displayName"), item.displayName],
              [t("adminReview.recipe.socialHandle"), item.socialHandle],
            ]}
          />
        </DialogSection>
      </div>
      {item.status === "pending" ? (
        <DecisionPanel
          notes={notes}
          onNotesChange={setNotes}
          notesRef={notesRef}
          busy={decision.busy}
          onApprove={() => decide("approved")}
          onReject={() => decide("rejected")}
          approveLabel={t("adminReview.recipe.approve")}
          rejectLabel={t("adminReview.recipe.reject")}
          notesHint={t("adminReview.recipe.notesDefault")}
        />
      ) : (
        <ReviewedPanel
          notes={item.adminNotes}
          reviewed={item.reviewedAt ? t("adminReview.reviewedBy", { name: item.reviewedBy ?? "—", date: dateTime(item.reviewedAt) }) : null}
        >
          {item.status === "approved" && item.recipeId === null ? (
            <Button variant="accent" size="sm" onClick={onPublish}>
              <LibraryBig aria-hidden />
              {t("adminReview.publish.action")}
            </Button>
          ) : null}
          {item.recipeId !== null ? (
            <Link
              to={paths.recipe(item.recipeId)}
              className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-herb hover:underline"
            >
              <ExternalLink className="size-4" aria-hidden />
              {t("adminReview.publish.inLibrary")}
            </Link>
          ) : null}
        </ReviewedPanel>
      )}
    </ReviewDialog>
  );
}

// ---------------------------------------------------------------------------------------------
// Guest chef applications

function ChefGrid({ items }: { items: ChefApplication[] }) {
  const { t } = useI18n();
  const { date } = useDateFormat();
  const [open, setOpen] = useState<{ id: number; focusNotes: boolean } | null>(null);
  const current = open ? items.find((item) => item.id === open.id) : undefined;
  const decision = useDecision(CHEF_TEXTS);
  return (
    <>
      <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3" data-testid="submission-grid">
        {items.map((item) => (
          <li
            key={item.id}
            className="flex flex-col rounded-[var(--radius-card)] border border-line/70 bg-paper p-5 shadow-card"
            data-testid="submission-card"
          >
            <div className="flex gap-4">
              <Thumb src={item.image} alt="" fallback={ChefHat} />
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <h2 className="font-sans text-base leading-snug font-semibold">{item.name}</h2>
                  <StatusBadge status={item.status} />
                </div>
                <p className="mt-0.5 text-sm text-ink-soft">
                  {item.profession} · {item.country}
                </p>
                <p className="mt-1 text-xs text-ink-soft">
                  {t("adminReview.chef.experience", { count: item.experience })} ·{" "}
                  <time dateTime={item.createdAt}>{date(item.createdAt)}</time>
                </p>
              </div>
            </div>
            <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={t("adminReview.chef.specialties")}>
              {item.specialties.slice(0, 3).map((specialty) => (
                <li key={specialty} className="rounded-full bg-sand px-2 py-0.5 text-xs font-medium">
                  {specialty}
                </li>
              ))}
              {item.specialties.length > 3 ? <li className="px-1 text-xs text-ink-soft">+{item.specialties.length - 3}</li> : null}
            </ul>
            <div className="mt-auto flex flex-wrap gap-2 pt-4">
              <Button
                variant="outline"
                size="sm"
                onClick={() => setOpen({ id: item.id, focusNotes: false })}
                aria-label={t("adminReview.reviewNamed", { title: item.name })}
              >
                <Eye aria-hidden />
                {t("adminReview.review")}
              </Button>
              {item.status === "pending" ? (
                <>
                  <Button
                    size="sm"
                    disabled={decision.busy !== null}
                    onClick={() => void decision.run("approve", () => reviewApi.decideChef(item.id, { status: "approved" }))}
                    aria-label={t("adminReview.approveNamed", { title: item.name })}
                  >
                    <Check aria-hidden />
                    {t("adminReview.approve")}
                  </Button>
                  <Button
                    variant="danger"
                    size="sm"
                    onClick={() => setOpen({ id: item.id, focusNotes: true })}
                    aria-label={t("adminReview.rejectNamed", { title: item.name })}
                  >
                    <X aria-hidden />
                    {t("adminReview.reject")}
                  </Button>
                </>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {current ? <ChefReviewDialog key={current.id} item={current} focusNotes={open!.focusNotes} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

function ChefReviewDialog({ item, focusNotes, onClose }: { item: ChefApplication; focusNotes: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const { date, dateTime } = useDateFormat();
  const [notes, setNotes] = useState("");
  const notesRef = useRef<HTMLTextAreaElement>(null);
  useFocusAfterOpen(notesRef, focusNotes);
  const decision = useDecision(CHEF_TEXTS);
  const decide = (status: "approved" | "rejected") =>
    void decision.run(
      status === "approved" ? "approve" : "reject",
      () => reviewApi.decideChef(item.id, { status, adminNotes: notes.trim() || undefined }),
      onClose,
    );
  const link = (url: string | null) =>
    url ? (
      <a href={url} target="_blank" rel="ugc nofollow noopener noreferrer" className="text-herb underline-offset-2 hover:underline">
        {url}
      </a>
    ) : null;
  return (
    <ReviewDialog
      title={item.name}
      status={item.status}
      onClose={onClose}
      submitted={
        <>
          {t("adminReview.submittedOn", { date: date(item.createdAt) })}
          {item.reference ? <span className="font-mono text-xs">{item.reference}</span> : null}
        </>
      }
    >
      <div>
        <DialogSection title={t("adminReview.chef.profile")}>
          <div className="flex gap-4">
            <img
              src={item.image}
              alt={t("adminReview.chef.photoAlt", { name: item.name })}
              width={96}
              height={96}
              className="size-24 shrink-0 rounded-xl bg-sand object-cover"
            />
            <Facts
              className="flex-1"
              items={[
                [t("adminReview.chef.profession"), item.profession],
                [t("adminReview.chef.country"), item.country],
                [t("adminReview.chef.experienceLabel"), t("adminReview.chef.experience", { count: item.experience })],
                [t("adminReview.chef.contribution"), item.contribution.join(", ")],
              ]}
            />
          </div>
        </DialogSection>
        <DialogSection title={t("adminReview.chef.specialties")}>
          <ul className="flex flex-wrap gap-1.5">
            {item.specialties.map((specialty) => (
              <li key={specialty} className="rounded-full bg-sand px-2.5 py-1 text-sm">
                {specialty}
              </li>
            ))}
          </ul>
        </DialogSection>
        <DialogSection title={t("adminReview.chef.bio")}>
          <PreText text={item.bio} />
        </DialogSection>
        <DialogSection title={t("adminReview.chef.contact")}>
          <Facts
            items={[
              [
                t("adminReview.recipe.email"),
                item.email ? (
                  <a key="e" href={`mailto:${item.email}`} className="text-herb underline-offset-2 hover:underline">
                    {item.email}
                  </a>
                ) : null,
              ],
              [t("adminReview.recipe.phone"), item.phone],
              [t("adminReview.recipe.website"), link(item.website)],
              ["Instagram", link(item.instagram)],
              ["YouTube", link(item.youtube)],
              ["Facebook", link(item.facebook)],
            ]}
          />
        </DialogSection>
      </div>
      {item.status === "pending" ? (
        <DecisionPanel
          notes={notes}
          onNotesChange={setNotes}
          notesRef={notesRef}
          busy={decision.busy}
          onApprove={() => decide("approved")}
          onReject={() => decide("rejected")}
          approveLabel={t("adminReview.chef.approve")}
          rejectLabel={t("adminReview.chef.reject")}
        />
      ) : (
        <ReviewedPanel
          notes={item.adminNotes}
          reviewed={item.reviewedAt ? t("adminReview.reviewedBy", { name: item.reviewedBy ?? "—", date: dateTime(item.reviewedAt) }) : null}
        />
      )}
    </ReviewDialog>
  );
}
