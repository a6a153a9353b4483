import { describe, expect, it } from "vitest";
import { newPasswordSchema } from "../../../shared/schemas/account";
import { passwordRuleItems } from "./password-rule";

const unmet = (password: string) =>
  passwordRuleItems(password)
    .filter((item) => !item.met)
    .map((item) => item.key.split(".").pop());

describe("the password rule shown beside the field", () => {
  it("should tick each character class as it appears", () => {
    expect(unmet("")).toEqual(["ruleLength", "ruleLowercase", "ruleUppercase", "ruleDigit", "ruleSpecial"]);
    expect(unmet("abc")).toEqual(["ruleLength", "ruleUppercase", "ruleDigit", "ruleSpecial"]);
    expect(unmet("Abcdefg1")).toEqual(["ruleSpecial"]);
    expect(unmet("Abcdefg1!")).toEqual([]);
  });

  it("should agree with the shared contract on whether a password is acceptable", () => {
    for (const password of ["", "short1!A", "Abcdefg1!", "abcdefg1!", "ABCDEFG1!", "Abcdefgh!", "Abcdefg12", "Abcdefg1#", "Ab1@defgh"]) {
      expect(unmet(password).length === 0, password).toBe(newPasswordSchema.safeParse(password).success);
    }
  });

  it("should list the special characters the rule accepts", () => {
    expect(passwordRuleItems("").at(-1)?.params).toEqual({ characters: "@ $ ! % * ? &" });
  });
});
