import { describe, expect, it } from "vitest";
import { API_POLICY, checkoutOriginFor, newNonce, NONCE_LENGTH, pagePolicy } from "./content-security-policy";

/** The policy as a map of directive to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("content security policy", () => {
  it("should make nonces of 128 random bits, always of one length, none repeated across the random pool's refills", () => {
    const nonces = Array.from({ length: 600 }, newNonce);
    expect(new Set(nonces).size).toBe(600);
    for (const nonce of nonces) expect(nonce).toMatch(new RegExp(`^[A-Za-z0-9_-]{${NONCE_LENGTH}}$`));
  });

  it("should let a page run only the scripts that carry its nonce, and what they load", () => {
    const policy = directives(pagePolicy()("abc123"));
    expect(policy.get("script-src")).toEqual(["'nonce-abc123'", "'strict-dynamic'", "https:", "'unsafe-inline'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "https:", "blob:"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("frame-src")).toEqual(["'self'"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(false);
  });

  it("should add the checkout's origin to forms, https upgrades, and the ad network's hosts only where configured", () => {
    const policy = directives(
      pagePolicy({ formOrigins: ["https://checkout.stripe.com"], https: true, adNetwork: true, development: true })("n"),
    );
    expect(policy.get("form-action")).toEqual(["'self'", "https://checkout.stripe.com"]);
    expect(policy.has("upgrade-insecure-requests")).toBe(true);
    expect(policy.get("frame-src")).toEqual(["'self'", "https:"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https:", "ws:", "wss:"]);
  });

  it("should let forms lead to the card checkout's page only when card payment is configured", () => {
    const keys = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };
    expect(checkoutOriginFor({})).toBeNull();
    expect(checkoutOriginFor(keys)).toBe("https://checkout.stripe.com");
    expect(checkoutOriginFor({ ...keys, STRIPE_API_BASE: "http://127.0.0.1:4555/" })).toBe("http://127.0.0.1:4555");
  });

  it("should let answers that are not pages load, run and be framed by nothing", () => {
    const policy = directives(API_POLICY);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });
});
