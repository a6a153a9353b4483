import "~/lib/i18n/areas/community/register";
import { data, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { paths } from "../../../shared/paths";
import { recipeSubmissionMessages } from "../../../shared/schemas/community-recipe";
import { ShareRecipeView } from "~/features/community/share-recipe-view";
import { formPageHeaders, PRIVATE_PAGE } from "~/lib/cache-headers";
import { translate } from "~/lib/i18n";
import { pageMeta } from "~/lib/meta";
import { sentLocation, sentReference, usePageFormState } from "~/lib/page-form";
import { sendPageForm } from "~/lib/page-form.server";
import { rootDataFromMatches } from "~/lib/root-data";

export const headers = formPageHeaders(300);

/** The page is the same for everyone, except the confirmation of a recipe just sent (`?sent=`). */
export function loader({ request }: LoaderFunctionArgs) {
  const reference = sentReference(request.url);
  return data({ sentReference: reference }, { headers: reference ? PRIVATE_PAGE : undefined });
}

/**
 * The recipe sent without JavaScript: the recipe API answers it; the page confirms or shows the
 * errors. The meal types arrive as one field per ticked box, the ingredients and steps as lines of
 * their text areas; a photo needs the script's multipart request, so none travels this way.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  return sendPageForm(request, context, {
    endpoint: "/api/user-recipes",
    toBody: ({ photo: _photo, mealTypes, ...fields }) => ({
      ...fields,
      mealTypes: mealTypes === undefined ? [] : Array.isArray(mealTypes) ? mealTypes : [mealTypes],
    }),
    messages: recipeSubmissionMessages,
    errorPrefix: "shareRecipe.error",
    successLocation: (answer) => sentLocation(paths.shareRecipe, (answer as { reference: string }).reference),
  });
}

export const meta: MetaFunction = ({ matches }) => {
  const { locale, siteUrl } = rootDataFromMatches(matches);
  return pageMeta({
    title: translate(locale, "shareRecipe.metaTitle"),
    description: translate(locale, "shareRecipe.metaDescription"),
    path: paths.shareRecipe,
    siteUrl,
    locale,
  });
};

export default function ShareRecipeRoute() {
  const { sentReference } = useLoaderData<typeof loader>();
  // A new confirmation, or the form again after one, starts the form afresh.
  return <ShareRecipeView key={sentReference ?? "form"} sentReference={sentReference} server={usePageFormState()} />;
}
