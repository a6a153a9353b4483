/*
 * The guest chef application's options, limits and messages, free of zod so the pages
 * can show them on first paint; the contract (schemas/guest-chef.ts) applies them.
 */

/** What an applicant may offer the site; stored as these English labels, which the team reads. */
export const GUEST_CHEF_CONTRIBUTIONS = [
  "Recipes",
  "Cooking classes",
  "Blog articles",
  "Cooking videos",
  "Events and pop-ups",
  "Catering collaborations",
] as const;
export type GuestChefContribution = (typeof GUEST_CHEF_CONTRIBUTIONS)[number];

export const SOCIAL_NETWORKS = ["instagram", "youtube", "facebook"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const GUEST_CHEF_LIMITS = {
  name: 100,
  phone: 30,
  profession: 100,
  /** Years of experience, whole years. */
  experience: 70,
  specialties: 12,
  specialty: { min: 2, max: 60 },
  bio: { min: 50, max: 1500 },
  link: 300,
} as const;

/** Specialties a card shows before it says how many more there are. */
export const CARD_SPECIALTIES = 3;

export const guestChefMessages = {
  name: "Name must be at least 2 characters",
  nameTooLong: `Name must be at most ${GUEST_CHEF_LIMITS.name} characters`,
  phone: "Please enter a valid phone number (digits, spaces, + and - only)",
  country: "Please choose your country",
  profession: "Please tell us your profession (at least 2 characters)",
  professionTooLong: `Profession must be at most ${GUEST_CHEF_LIMITS.profession} characters`,
  experienceRequired: "Please enter your years of experience",
  experience: `Years of experience must be a whole number from 0 to ${GUEST_CHEF_LIMITS.experience}`,
  specialties: "Please add at least one specialty",
  specialty: `Each specialty must be ${GUEST_CHEF_LIMITS.specialty.min} to ${GUEST_CHEF_LIMITS.specialty.max} characters`,
  specialtiesTooMany: `Please list at most ${GUEST_CHEF_LIMITS.specialties} specialties`,
  contributions: "Please choose at least one way you would like to contribute",
  contributionUnknown: "Please choose from the listed contributions",
  bio: `Bio must be at least ${GUEST_CHEF_LIMITS.bio.min} characters`,
  bioTooLong: `Bio must be at most ${GUEST_CHEF_LIMITS.bio.max} characters`,
  social: {
    instagram: "Please enter an Instagram handle (such as @yourname) or an instagram.com link",
    youtube: "Please enter a YouTube handle (such as @yourchannel) or a youtube.com link",
    facebook: "Please enter a Facebook page name or a facebook.com link",
  },
  website: "Please enter a valid website address, such as https://example.com",
  photo: "Please add a photo of yourself",
  successTitle: "Application Received",
  success: "Thank you for applying. Our team reviews every application and will email you within 5 business days.",
  rateLimited: "Too many applications from this address. Please try again later.",
} as const;
