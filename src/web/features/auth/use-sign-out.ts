import { useCallback, useState } from "react";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { paths } from "../../../shared/paths";
import { useToast } from "~/components/ui/toast";
import { useI18n } from "~/lib/i18n";

// The request code comes with the shared account contract: loaded when the menu opens, not with the page.
const loadSignOut = () => import("./sign-out");
const preload = () => void loadSignOut();

/** Pages that only a signed-in visitor can see; signing out there leads home first. */
const isPrivatePath = (pathname: string) => pathname === paths.account || pathname.startsWith(`${paths.account}/`);

/** Signs out, then reloads the root data so the header and the page show a signed-out visitor. */
export function useSignOut() {
  const { t } = useI18n();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [pending, setPending] = useState(false);

  const signOut = useCallback(async () => {
    setPending(true);
    try {
      const { signOutRequest } = await loadSignOut();
      await signOutRequest();
      // Leave a private page before the data reloads, or its loader would ask to sign in again.
      if (isPrivatePath(pathname)) await navigate(paths.home);
      await revalidator.revalidate();
      toast({ title: t("auth.signedOutTitle"), description: t("auth.signedOutBody") });
    } catch {
      toast({ variant: "destructive", title: t("common.somethingWrong"), description: t("auth.signOutFailed") });
    } finally {
      setPending(false);
    }
  }, [navigate, pathname, revalidator, t, toast]);

  return { signOut, pending, preload };
}
