import { describe, expect, it } from "vitest";
import type { CateringRequestView } from "../../../shared/schemas/catering";
import { loadCateringRequest } from "./load-catering-request";

const request = { reference: "BUF-2031-00042", status: "received" } as CateringRequestView;
const token = "Abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE";

function source() {
  const asked: string[] = [];
  return {
    asked,
    requestByStatusToken: async (value: string) => {
      asked.push(value);
      return value === token ? request : null;
    },
  };
}

async function thrownInit(promise: Promise<unknown>) {
  try {
    await promise;
    return null;
  } catch (thrown) {
    return (thrown as { init?: ResponseInit }).init ?? null;
  }
}

describe("catering request status page", () => {
  it("should show the request of a live link", async () => {
    expect(await loadCateringRequest(source(), token)).toEqual({ request });
  });

  it("should answer a private 404 for an unknown token, and for a malformed one without asking", async () => {
    const requests = source();
    const unknown = await thrownInit(loadCateringRequest(requests, `${token.slice(0, -1)}Z`));
    expect(unknown?.status).toBe(404);
    expect(new Headers(unknown?.headers).get("cache-control")).toBe("private, no-store");
    for (const bad of ["short", `${token}x`, "bad token with spaces and more than forty chars!!", undefined]) {
      expect((await thrownInit(loadCateringRequest(requests, bad)))?.status).toBe(404);
    }
    expect(requests.asked).toEqual([`${token.slice(0, -1)}Z`]);
  });
});
