import type { Database } from "../../db/client.ts";
import { enqueueMail } from "../messages/outbox.ts";
import type { EnquiryKind, Receipt } from "./kind.ts";

type EnquiryServiceOptions = {
  /** The team's inbox; every notice goes here, never to an address from the request. */
  teamEmail: string;
  siteUrl: string;
};

/** The inbox's front door: every message form is stored and mailed by this one path. */
export function createEnquiryService(db: Database, { teamEmail, siteUrl }: EnquiryServiceOptions) {
  return {
    /**
     * Stores the enquiry with its two mails (the team's notice and the sender's acknowledgement)
     * in one transaction: all three are written or none, so nothing the visitor sent is lost
     * once the answer says so, and a mail server that is down only delays the mails.
     */
    async submit<I, R extends Receipt>(kind: EnquiryKind<I, R>, input: I): Promise<R> {
      const draft = await kind.draft(db, input, { siteUrl });
      return db.transaction(async (tx) => {
        const receipt = await draft.insert(tx);
        const { team, acknowledgement } = draft.mails(receipt);
        await enqueueMail(tx, { to: teamEmail, ...team });
        await enqueueMail(tx, { to: draft.senderEmail, ...acknowledgement });
        return receipt;
      });
    },
  };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
