import { takeOrRefuse, type AttemptLimit, type AttemptStore, type AttemptThrottle, type RuleEntry } from "./attempt-store.ts";
import type { KnownDevices, Principal } from "./known-devices.ts";

const MINUTE = 60_000;

/** Who is signing in: the client's address, and the device cookie its browser sent (if any). */
export type SignInClient = { ip: string; deviceToken: string | null };

/**
 * The brute-force rules of one sign-in. Failures count per account *and* client, so a stranger's
 * guesses cannot lock the owner out:
 * - a browser that signed in to the account before (`knownDevice`) tries under its own budget,
 *   which nobody else's failures touch;
 * - any other client has a budget per account from its address (`accountFromAddress`) and one
 *   across accounts (`address`);
 * - and all the other clients of one account together are slowed down (`strangers`), never
 *   locked out: past a few failures each next try waits a little longer, up to a few minutes.
 * Refused attempts are never counted, so hammering a refusal does not lengthen it.
 */
export type SignInRules = {
  knownDevice: AttemptLimit;
  accountFromAddress: AttemptLimit;
  address: AttemptLimit;
  strangers: AttemptThrottle;
};

/** The sizes both sign-ins (visitor and admin) use, under scopes of their own. */
export function signInRules(scope: string): SignInRules {
  return {
    knownDevice: { scope: `${scope}:device`, max: 10, windowMs: 15 * MINUTE },
    accountFromAddress: { scope: `${scope}:account-ip`, max: 10, windowMs: 15 * MINUTE },
    address: { scope: `${scope}:ip`, max: 50, windowMs: 15 * MINUTE },
    // About 300 guesses a day at most against one account, from however many addresses.
    strangers: { scope: `${scope}:strangers`, free: 10, firstDelayMs: 15_000, maxDelayMs: 5 * MINUTE, windowMs: 24 * 60 * MINUTE },
  };
}

/** One sign-in attempt, counted as a failure unless it turns out to have the right password. */
export type SignInAttempt = {
  /** Whether the browser signed in to this account before (its own budget applied). */
  knownDevice: boolean;
  /** The password was right: the attempt counts for nothing, and this client's own failures are forgotten. */
  succeeded(): Promise<void>;
};

/** Sign-ins counted in the attempt store, so every instance judges them from the same counts. */
export function createSignInLimits(store: AttemptStore, devices: KnownDevices) {
  return {
    /**
     * Counts one attempt on `account` (the normalised username or address) by `client`, or
     * refuses it with 429. Call it before checking the password. `principalOf` finds the
     * account's row (null for a name nobody has, which no browser knows); it is only asked when
     * the client sends a device cookie, so a stranger's refusal costs a single read.
     */
    async begin(
      rules: SignInRules,
      account: string,
      client: SignInClient,
      principalOf: () => Promise<Principal | null>,
      message: (seconds: number) => string,
    ): Promise<SignInAttempt> {
      const device = client.deviceToken ? await devices.recognise(client.deviceToken, await principalOf()) : null;
      const [ownRule, ownSubject]: [AttemptLimit, string] = device
        ? [rules.knownDevice, `${account}|${device}`]
        : [rules.accountFromAddress, `${account}|${client.ip}`];
      const entries: RuleEntry[] = device
        ? [[ownRule, ownSubject]]
        : [
            [ownRule, ownSubject],
            [rules.address, client.ip],
            [rules.strangers, account],
          ];
      const taken = await takeOrRefuse(store, entries, message);
      return {
        knownDevice: device !== null,
        async succeeded() {
          await store.release(taken);
          await store.clear(ownRule.scope, ownSubject);
        },
      };
    },
  };
}

export type SignInLimits = ReturnType<typeof createSignInLimits>;
