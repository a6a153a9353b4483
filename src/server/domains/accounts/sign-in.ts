import { eq } from "drizzle-orm";
import { accounts } from "../../db/schema/index.ts";
import { HttpError } from "../../http/errors.ts";
import { signInRules, type SignInClient } from "../../security/sign-in-limits.ts";
import { verifyPassword } from "../../security/passwords.ts";
import { accountMessages, type SignInInput } from "../../../shared/schemas/account.ts";
import { normaliseEmail, type AccountContext, type AccountRow } from "./context.ts";
import { linkSentRecently, mailLink } from "./links.ts";
import { startSession, type StartedSession } from "./sessions.ts";

/**
 * Failed sign-ins, counted per account and client in the attempt store: a browser that signed in
 * before keeps its own budget, and the rest are slowed down, so nobody's guesses can lock an
 * owner out (sign-in-limits.ts).
 */
export const ACCOUNT_SIGN_IN_RULES = signInRules("sign-in");

/** A sign-in's session, and the browser's new device token. */
export type SignedIn = StartedSession & { deviceToken: string };

/** The sign-in form: the password checked against the attempt budget, then a new session. */
export function createSignIn({ db, siteUrl, now, devices, signInLimits }: AccountContext) {
  return {
    /**
     * Signs in: a new session and the browser's new device token, or 401/403/429. Failures count
     * per account and client (ACCOUNT_SIGN_IN_RULES); a refusal is not counted.
     */
    async signIn(input: SignInInput, client: SignInClient): Promise<SignedIn> {
      const email = normaliseEmail(input.email);
      // Read once, when first asked: before counting only for a browser with a device cookie.
      let lookup: Promise<AccountRow | undefined> | undefined;
      const findAccount = () =>
        (lookup ??= db
          .select()
          .from(accounts)
          .where(eq(accounts.email, email))
          .limit(1)
          .then(([found]) => found));
      const principalOf = async () => {
        const found = await findAccount();
        return found ? (`account:${found.id}` as const) : null;
      };
      const attempt = await signInLimits.begin(ACCOUNT_SIGN_IN_RULES, email, client, principalOf, accountMessages.tooManySignIns);
      const account = await findAccount();
      const passwordMatches = await verifyPassword(account?.passwordHash, input.password);
      if (!account || !passwordMatches || account.status === "suspended") throw new HttpError(401, accountMessages.invalidCredentials);
      // The right password: whatever follows, this was no guess.
      await attempt.succeeded();
      const at = now();
      if (account.status === "pending") {
        await db.transaction(async (tx) => {
          if (!(await linkSentRecently(tx, account.id, "verify", at))) await mailLink(tx, siteUrl, account, "verify", at);
        });
        throw new HttpError(403, accountMessages.unverified);
      }
      const session = await db.transaction((tx) => startSession(tx, account, input.rememberMe, at));
      return { ...session, deviceToken: await devices.remember(client.deviceToken, `account:${account.id}`) };
    },
  };
}
