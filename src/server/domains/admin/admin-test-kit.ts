import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { decodeJwt } from "jose";
import type { AppConfig } from "../../config.ts";
import { buildTestApp } from "../../test-support/test-app.ts";

/** The admin every admin API test signs in as (set through ADMIN_USERNAME / ADMIN_PASSWORD). */
export const TEST_ADMIN = { username: "kitchen-lead", password: "Cardamom-Chai-2026" } as const;
/** A fixed signing secret, so tests can craft tokens as an attacker with or without it would. */
export const TEST_JWT_SECRET = "test-secret-for-admin-tokens-0123456789abcdef";
export const SITE = "http://localhost:3000";

export function buildAdminTestApp(overrides: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  return buildTestApp({
    seedDemoContent: false,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ADMIN_JWT_SECRET: TEST_JWT_SECRET,
    ...overrides,
  });
}

let addressCounter = 0;
/** A client address of its own per caller, so one test's failed sign-ins do not limit another's. */
export const freshAddress = () => `10.20.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

export function login(
  app: FastifyInstance,
  body: Record<string, unknown>,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: "POST",
    url: "/api/admin-auth/login",
    payload: body,
    remoteAddress: options.remoteAddress ?? freshAddress(),
    headers: options.headers,
  });
}

/** Signs in as the test admin and returns the token and its claims. */
export async function signIn(
  app: FastifyInstance,
  password: string = TEST_ADMIN.password,
): Promise<{ token: string; cookie: string; jti: string; sub: string }> {
  const res = await login(app, { username: TEST_ADMIN.username, password });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const token = res.json<{ jwtToken: string }>().jwtToken;
  const claims = decodeJwt(token);
  return { token, cookie: `admin_session=${token}`, jti: String(claims.jti), sub: String(claims.sub) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The Set-Cookie header of an answer as one string. */
export function setCookieOf(res: LightMyRequestResponse): string {
  const header = res.headers["set-cookie"];
  return Array.isArray(header) ? header.join("\n") : String(header ?? "");
}
