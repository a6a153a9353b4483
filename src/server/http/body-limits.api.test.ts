/**
 * A body over its limit is refused with 413 naming the limit that applies: a page form
 * (urlencoded, read by the page bridge) gets a short page naming 64 KB, an API call gets JSON
 * naming 1 MB.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { testConfig } from "../config";
import { API_BODY_LIMIT_BYTES, PAGE_FORM_BODY_LIMIT_BYTES } from "./errors";

let app: FastifyInstance;
let rendered = 0;

beforeAll(async () => {
  // The page bridge without a build: a form the parser refuses never reaches a page.
  app = await buildApp(testConfig({ seedDemoContent: false, DATABASE_URL: undefined, inMemoryDatabase: true }), {
    pages: {
      getBuild: () => {
        rendered += 1;
        return Promise.reject(new Error("no page is rendered in this test"));
      },
    },
  });
});
afterAll(async () => {
  await app?.close();
});

const pageForm = (bytes: number) =>
  app.inject({
    method: "POST",
    url: "/contact",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: "http://localhost:80" },
    payload: `message=${"a".repeat(bytes - "message=".length)}`,
  });

describe("body limits", () => {
  it("should answer a page form over 64 KB with a short page naming 64 KB, before any page runs", async () => {
    const res = await pageForm(PAGE_FORM_BODY_LIMIT_BYTES + 1);
    expect(res.statusCode).toBe(413);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toMatch(/^<!doctype html>/);
    expect(res.body).toContain("<title>This form is too large to send</title>");
    expect(res.body).toContain("at most 64 KB");
    expect(res.body).not.toContain("1 MB");
    expect(rendered).toBe(0);
  });

  it("should read a page form of exactly 64 KB", async () => {
    const res = await pageForm(PAGE_FORM_BODY_LIMIT_BYTES);
    expect(res.statusCode).not.toBe(413);
    expect(rendered).toBe(1);
  });

  it("should answer an API body over 1 MB with JSON naming 1 MB", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/newsletter",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: `${"a".repeat(API_BODY_LIMIT_BYTES)}@example.com` }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: "The request body is too large (limit 1 MB)" });
  });
});
