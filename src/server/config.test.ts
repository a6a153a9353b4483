import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("should use the documented defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe("./data");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SITE_URL).toBe("http://localhost:3000");
  });

  it("should refuse a bad value with a message naming the variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadConfig({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
  });

  it("should treat blank optional values as unset", () => {
    expect(loadConfig({ SMTP_URL: "", DATABASE_URL: " " }).SMTP_URL).toBeUndefined();
  });
});
