import { data } from "react-router";
import type { CateringRequestView } from "../../../shared/schemas/catering";

export type CateringRequestSource = { requestByStatusToken: (token: string) => Promise<CateringRequestView | null> };

export type CateringRequestData = { request: CateringRequestView };

/** Only what the service makes can be a token (256 random bits, base64url); anything else is unknown without asking. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The data of /catering/requests/{token}: the request the mailed link points at. A malformed or
 * unknown token is a 404, thrown, and says nothing about which requests exist.
 */
export async function loadCateringRequest(source: CateringRequestSource, token: string | undefined): Promise<CateringRequestData> {
  const request = token && TOKEN_PATTERN.test(token) ? await source.requestByStatusToken(token) : null;
  if (!request) throw data({ reason: "not-found" }, { status: 404, headers: { "cache-control": "private, no-store" } });
  return { request };
}
