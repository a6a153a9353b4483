import { paths } from "../../../shared/paths.ts";
import { lines, link, renderMail } from "../layout.ts";

/** The team's notice of a guest chef application: the whole application and its photo. */
export type GuestChefTeamNoticeData = {
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  country: string;
  profession: string;
  experience: number | string;
  specialties: readonly string[];
  contributions: readonly string[];
  website: string | null;
  instagram: string | null;
  youtube: string | null;
  facebook: string | null;
  bio: string;
  /** The stored photo's site path. */
  image: string;
  siteUrl: string;
};

export function guestChefTeamNotice(d: GuestChefTeamNoticeData) {
  const links = lines(
    d.website && `Website: ${d.website}`,
    d.instagram && `Instagram: ${d.instagram}`,
    d.youtube && `YouTube: ${d.youtube}`,
    d.facebook && `Facebook: ${d.facebook}`,
  );
  return renderMail({
    subject: `New guest chef application ${d.reference}`,
    body: [
      [
        "A chef applied to be a guest chef. Please review the application; once approved it appears on ",
        link(`${d.siteUrl}${paths.featuredChefs}`),
        ".",
      ],
      ["Photo: ", link(`${d.siteUrl}${d.image}`)],
      lines(
        `Reference: ${d.reference}`,
        `Name: ${d.name}`,
        `Email: ${d.email}`,
        `Phone: ${d.phone ?? "(none)"}`,
        `Country: ${d.country}`,
        `Profession: ${d.profession}`,
        `Years of experience: ${d.experience}`,
        `Specialties: ${d.specialties.join(", ")}`,
        `Would contribute: ${d.contributions.join(", ")}`,
        links || "Links: (none)",
      ),
      `Bio:\n${d.bio}`,
    ],
  });
}
