/** The brand's fixed facts, shown in the shell, mails, legal pages and structured data. */
export const BRAND = {
  name: "Ayur Kitchen",
  chef: "Chef Meera Raghavan",
  tagline: "Ayurvedic cooking for every kitchen",
  email: "hello@ayurkitchen.example",
  phone: "+1 (415) 555-0134",
  address: "218 Valencia Street, San Francisco, CA 94103",
  hours: "Mon-Fri 9:00-18:00, Sat 10:00-14:00",
  social: {
    instagram: "https://instagram.com/ayurkitchen",
    youtube: "https://youtube.com/@ayurkitchen",
    facebook: "https://facebook.com/ayurkitchen",
    pinterest: "https://pinterest.com/ayurkitchen",
  },
} as const;

export const LEGAL_LAST_UPDATED = "July 24, 2025";
export const COPYRIGHT_YEAR = 2025;
