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

describe("translation engine configuration", () => {
  it("should leave translation off by default and allow 120 requests a minute", () => {
    const config = loadConfig({});
    expect(config.TRANSLATE_PROVIDER).toBeUndefined();
    expect(config.TRANSLATE_URL).toBeUndefined();
    expect(config.TRANSLATE_API_KEY).toBeUndefined();
    expect(config.TRANSLATE_RATE_LIMIT).toBe(120);
    expect(loadConfig({ TRANSLATE_PROVIDER: " " }).TRANSLATE_PROVIDER).toBeUndefined();
  });

  it("should accept each provider with what it needs", () => {
    const libre = loadConfig({ TRANSLATE_PROVIDER: "libretranslate", TRANSLATE_URL: "http://translate.internal:5000" });
    expect(libre).toMatchObject({ TRANSLATE_PROVIDER: "libretranslate", TRANSLATE_URL: "http://translate.internal:5000" });
    expect(loadConfig({ TRANSLATE_PROVIDER: "deepl", TRANSLATE_API_KEY: "key:fx" }).TRANSLATE_API_KEY).toBe("key:fx");
    expect(loadConfig({ TRANSLATE_PROVIDER: "google", TRANSLATE_API_KEY: "AIza-key" }).TRANSLATE_PROVIDER).toBe("google");
    expect(loadConfig({ TRANSLATE_RATE_LIMIT: "600" }).TRANSLATE_RATE_LIMIT).toBe(600);
  });

  it("should refuse an unknown provider, a missing address or key, and a bad address or limit", () => {
    expect(() => loadConfig({ TRANSLATE_PROVIDER: "babelfish" })).toThrow(
      /TRANSLATE_PROVIDER: TRANSLATE_PROVIDER must be libretranslate, deepl or google/,
    );
    expect(() => loadConfig({ TRANSLATE_PROVIDER: "libretranslate" })).toThrow(
      /TRANSLATE_URL: TRANSLATE_URL is required when TRANSLATE_PROVIDER is libretranslate/,
    );
    expect(() => loadConfig({ TRANSLATE_PROVIDER: "deepl" })).toThrow(/TRANSLATE_API_KEY is required when TRANSLATE_PROVIDER is deepl/);
    expect(() => loadConfig({ TRANSLATE_PROVIDER: "google", TRANSLATE_API_KEY: "" })).toThrow(
      /TRANSLATE_API_KEY is required when TRANSLATE_PROVIDER is google/,
    );
    expect(() => loadConfig({ TRANSLATE_PROVIDER: "libretranslate", TRANSLATE_URL: "ftp://x" })).toThrow(
      /TRANSLATE_URL must be an http:\/\/ or https:\/\/ address/,
    );
    expect(() => loadConfig({ TRANSLATE_RATE_LIMIT: "0" })).toThrow(/TRANSLATE_RATE_LIMIT must be at least 1/);
    expect(() => loadConfig({ TRANSLATE_RATE_LIMIT: "lots" })).toThrow(/TRANSLATE_RATE_LIMIT must be a number/);
  });

  it("should trust no proxy unless told which", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8" }).TRUST_PROXY).toEqual(["127.0.0.1", "10.0.0.0/8"]);
  });
});

describe("first admin and token secret configuration", () => {
  it("should leave the first admin and the token secret unset by default", () => {
    const config = loadConfig({});
    expect([config.ADMIN_USERNAME, config.ADMIN_PASSWORD, config.ADMIN_JWT_SECRET]).toEqual([undefined, undefined, undefined]);
    expect(loadConfig({ ADMIN_USERNAME: "", ADMIN_PASSWORD: "", ADMIN_JWT_SECRET: "" }).ADMIN_PASSWORD).toBeUndefined();
  });

  it("should accept a strong first admin password and a long secret", () => {
    const config = loadConfig({ ADMIN_USERNAME: "maya", ADMIN_PASSWORD: "Tamarind-Rasam-55", ADMIN_JWT_SECRET: "x".repeat(32) });
    expect(config.ADMIN_USERNAME).toBe("maya");
    expect(config.ADMIN_PASSWORD).toBe("Tamarind-Rasam-55");
  });

  it("should refuse a weak first admin password, an odd username and a short secret, naming each", () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: "admin123" })).toThrow(/ADMIN_PASSWORD: ADMIN_PASSWORD is too weak/);
    expect(() => loadConfig({ ADMIN_USERNAME: "maya", ADMIN_PASSWORD: "Maya-2026!" })).toThrow(/ADMIN_PASSWORD is too weak/);
    expect(() => loadConfig({ ADMIN_USERNAME: "maya rao" })).toThrow(/ADMIN_USERNAME may hold/);
    expect(() => loadConfig({ ADMIN_JWT_SECRET: "short" })).toThrow(/ADMIN_JWT_SECRET must be at least 32 characters/);
  });
});
