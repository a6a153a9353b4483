import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { products } from "../../db/schema/index";

/** Helpers shared by the orders API tests (not a test file itself). */

export const shopper = {
  name: "Asha Rao",
  email: "Asha.Rao@Example.com",
  phone: "+1 415 555 0100",
  addressLine1: "218 Valencia Street",
  addressLine2: "Apt 4",
  city: "San Francisco",
  region: "CA",
  postalCode: "94103",
  country: "United States",
  shippingMethod: "standard",
  paymentMethod: "on-delivery",
};

let address = 0;
/** Each call comes from its own address unless told, so the per-IP limit is met only where tested. */
export function nextAddress() {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

export function orderClient(app: FastifyInstance) {
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
    app.inject({
      method: "POST",
      url,
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
      headers: { "content-type": "application/json", ...headers },
      remoteAddress,
    });
  return {
    order: (body: unknown, headers?: Record<string, string>, remoteAddress?: string) => post("/api/orders", body, headers, remoteAddress),
    quote: (body: unknown) => post("/api/orders/quote", body),
    status: (statusUrl: string) => app.inject({ method: "GET", url: `/api/orders/status/${statusUrl.split("/").pop()}` }),
    async product(name: string) {
      const [row] = await app.database.db.select().from(products).where(eq(products.name, name));
      if (!row) throw new Error(`no product ${name}`);
      return row;
    },
    async setStock(id: number, stock: number) {
      await app.database.db.update(products).set({ stock }).where(eq(products.id, id));
    },
    async stockOf(id: number): Promise<number> {
      return (await app.inject({ method: "GET", url: `/api/shop-products/${id}` })).json<{ stock: number }>().stock;
    },
  };
}
