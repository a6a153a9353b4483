import { describe, expect, it } from "vitest";
import { inboxQueryFrom, openedFrom, openKey } from "./list-query";

const url = (query: string) => new URL(`http://localhost/admin/inbox${query}`);

describe("the inbox's URL", () => {
  it("should read kind, status, search and page, 'all' meaning no filter", () => {
    expect(inboxQueryFrom(url("?kind=sponsorship&status=in_progress&search=%20ghee%20&page=2"))).toEqual({
      kind: "sponsorship",
      status: "in_progress",
      search: "ghee",
      page: 2,
      limit: 20,
    });
    expect(inboxQueryFrom(url("?kind=all&status=all"))).toMatchObject({ kind: undefined, status: undefined, page: 1 });
  });

  it("should fall back to the whole inbox when a value is refused", () => {
    expect(inboxQueryFrom(url("?kind=orders&page=2"))).toEqual({
      kind: undefined,
      status: undefined,
      search: undefined,
      page: 1,
      limit: 20,
    });
  });

  it("should name the open message by kind and id, and nothing else", () => {
    expect(openedFrom(url(`?open=${openKey("bulk_enquiry", 42)}`))).toEqual({ kind: "bulk_enquiry", id: 42 });
    for (const open of ["", "orders-3", "contact-0", "contact-abc", "contact-99999999999", "contact-3-4"])
      expect(openedFrom(url(`?open=${open}`)), open).toBeNull();
  });
});
