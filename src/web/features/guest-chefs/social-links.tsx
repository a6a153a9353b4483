import { Globe } from "lucide-react";
import { useI18n } from "~/lib/i18n";

type Network = "instagram" | "youtube" | "facebook";

/** Plain one-colour marks for the three networks, drawn inline (no icon font, no request). */
const GLYPHS: Record<Network, string> = {
  instagram:
    "M8 2.5h8A5.5 5.5 0 0 1 21.5 8v8a5.5 5.5 0 0 1-5.5 5.5H8A5.5 5.5 0 0 1 2.5 16V8A5.5 5.5 0 0 1 8 2.5Zm0 2A3.5 3.5 0 0 0 4.5 8v8A3.5 3.5 0 0 0 8 19.5h8a3.5 3.5 0 0 0 3.5-3.5V8A3.5 3.5 0 0 0 16 4.5H8Zm4 3a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Zm5-3.25a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5Z",
  youtube:
    "M22 8.2c-.2-1.5-1-2.5-2.4-2.7C17.4 5.2 12 5.2 12 5.2s-5.4 0-7.6.3C3 5.7 2.2 6.7 2 8.2 1.8 9.4 1.8 12 1.8 12s0 2.6.2 3.8c.2 1.5 1 2.5 2.4 2.7 2.2.3 7.6.3 7.6.3s5.4 0 7.6-.3c1.4-.2 2.2-1.2 2.4-2.7.2-1.2.2-3.8.2-3.8s0-2.6-.2-3.8ZM10 15.2V8.8l5.5 3.2-5.5 3.2Z",
  facebook: "M13.5 21.5v-8h2.7l.4-3.2h-3.1V8.4c0-.9.3-1.5 1.6-1.5h1.7V4a22 22 0 0 0-2.5-.1c-2.5 0-4.2 1.5-4.2 4.3v2.1H7.4v3.2h2.7v8h3.4Z",
};

export type ChefLinks = { name: string; instagram: string | null; youtube: string | null; facebook: string | null; website: string | null };

/**
 * A chef's own pages: only the ones they gave, each named for a screen reader ("Aiko on
 * Instagram, opens in a new tab"). The chef typed them, so they are marked as visitors' content
 * (ugc) that the site does not vouch for (nofollow), and open in a new tab without handing over
 * this page (noopener, noreferrer).
 */
export function SocialLinks({ chef }: { chef: ChefLinks }) {
  const { t } = useI18n();
  const links = [
    ...(["instagram", "youtube", "facebook"] as const).flatMap((network) => {
      const href = chef[network];
      return href
        ? [{ key: network, href, label: t(`chefs.link.${network}`, { name: chef.name }), icon: <Glyph network={network} /> }]
        : [];
    }),
    ...(chef.website
      ? [
          {
            key: "website",
            href: chef.website,
            label: t("chefs.link.website", { name: chef.name }),
            icon: <Globe className="size-5" aria-hidden />,
          },
        ]
      : []),
  ].filter((link) => /^https?:\/\//i.test(link.href));
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t("chefs.links", { name: chef.name })}>
      {links.map((link) => (
        <li key={link.key}>
          <a
            href={link.href}
            target="_blank"
            rel="ugc nofollow noopener noreferrer"
            aria-label={`${link.label} ${t("chefs.newTab")}`}
            title={link.label}
            className="grid size-11 place-items-center rounded-full border border-line bg-paper text-ink-soft transition-colors hover:border-herb hover:bg-herb hover:text-white focus-visible:border-herb"
          >
            {link.icon}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Glyph({ network }: { network: Network }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden focusable="false">
      <path d={GLYPHS[network]} fillRule="evenodd" />
    </svg>
  );
}
