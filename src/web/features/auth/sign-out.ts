import { ACCOUNT_API, type AccountMessageResult } from "../../../shared/schemas/account";
import { apiRequest } from "~/lib/api";

/** Ends the session on the server (which clears the cookie). Loaded on demand by useSignOut. */
export const signOutRequest = () => apiRequest<AccountMessageResult>("POST", ACCOUNT_API.signOut);
