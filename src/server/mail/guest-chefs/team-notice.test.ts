import { describe, expect, it } from "vitest";
import { expectWellFormed, HOSTILE } from "../testing.ts";
import { guestChefTeamNotice } from "./team-notice.ts";

describe("guest chef team notice", () => {
  const data = {
    reference: "GC-2026-5",
    name: HOSTILE,
    email: "chef@example.com",
    phone: null,
    country: "India",
    profession: "Chef",
    experience: 12,
    specialties: ["Curries", "Breads"],
    contributions: ["Recipes"],
    website: "https://chef.example",
    instagram: null,
    youtube: "https://youtube.com/@chef",
    facebook: null,
    bio: "Cooks.",
    image: "/media/uploads/abc.webp",
    siteUrl: "https://ayur.example",
  };

  it("carries the application, its photo and links, unsigned", () => {
    const mail = guestChefTeamNotice(data);
    expect(mail.subject).toBe("New guest chef application GC-2026-5");
    expect(mail.text).toContain(
      "once approved it appears on https://ayur.example/featured-chefs.\n\nPhoto: https://ayur.example/media/uploads/abc.webp\n\n",
    );
    expect(mail.text).toContain(
      `Reference: GC-2026-5\nName: ${HOSTILE}\nEmail: chef@example.com\nPhone: (none)\nCountry: India\nProfession: Chef\n` +
        `Years of experience: 12\nSpecialties: Curries, Breads\nWould contribute: Recipes\n` +
        `Website: https://chef.example\nYouTube: https://youtube.com/@chef\n\nBio:\nCooks.\n`,
    );
    expectWellFormed(mail, null);
  });

  it("says when no links were given", () => {
    expect(guestChefTeamNotice({ ...data, website: null, youtube: null }).text).toContain(
      "Would contribute: Recipes\nLinks: (none)\n\nBio:",
    );
  });
});
