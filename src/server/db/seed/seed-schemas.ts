import { z } from "zod";

/** Contracts of the hand-written demo content; the loader refuses a file that breaks them. */
const art = { icon: z.string().min(1), color: z.string().regex(/^#[0-9a-fA-F]{6}$/) };
const nonEmpty = z.string().trim().min(1);

export const seedLookupsSchema = z.object({
  categories: z.array(z.object({ name: nonEmpty, displayName: nonEmpty })).min(1),
  cuisines: z.array(z.object({ name: nonEmpty, displayName: nonEmpty, flag: z.string().optional() })).min(10),
  dietTypes: z.array(z.object({ name: nonEmpty, displayName: nonEmpty })).min(1),
});

export const seedRecipeSchema = z.object({
  title: nonEmpty,
  description: nonEmpty,
  cuisine: nonEmpty,
  category: nonEmpty,
  dietType: nonEmpty,
  difficulty: z.enum(["easy", "medium", "hard"]),
  prepTime: z.number().int().min(0),
  cookTime: z.number().int().min(0),
  servings: z.number().int().min(1),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
  featured: z.boolean(),
  mealType: z.enum(["breakfast", "lunch", "dinner", "snack", "dessert"]),
  cookingMethod: nonEmpty,
  spiceLevel: z.enum(["mild", "medium", "spicy", "very-spicy"]),
  priceRange: z.enum(["budget", "moderate", "premium"]),
  tags: z.array(nonEmpty),
  ingredients: z.array(z.object({ amount: z.string(), unit: z.string(), name: nonEmpty })).min(2),
  instructions: z.array(z.string().trim().min(11)).min(2),
  nutritionFacts: z.object({
    calories: z.number(),
    protein: z.number(),
    carbs: z.number(),
    fat: z.number(),
    fiber: z.number(),
    sugar: z.number(),
    sodium: z.number(),
  }),
  ayurvedicProperties: z.object({
    vata: nonEmpty,
    pitta: nonEmpty,
    kapha: nonEmpty,
    dosha: z.enum(["vata", "pitta", "kapha", "tridoshic"]),
    season: z.array(z.enum(["spring", "summer", "monsoon", "autumn", "winter"])).min(1),
    taste: z.array(z.enum(["sweet", "sour", "salty", "pungent", "bitter", "astringent"])).min(1),
  }),
  healthBenefits: z.array(nonEmpty).min(1),
  ...art,
});

export const seedClassSchema = z.object({
  title: nonEmpty,
  description: nonEmpty,
  difficulty: z.enum(["beginner", "intermediate", "advanced"]),
  category: z.enum(["techniques", "international", "baking", "grilling", "speciality"]),
  price: z.number().positive(),
  duration: z.number().int().positive(),
  maxParticipants: z.number().int().positive(),
  instructorName: nonEmpty,
  instructorBio: nonEmpty,
  instructorIcon: nonEmpty,
  featured: z.boolean(),
  whatYouWillLearn: z.array(nonEmpty),
  includes: z.array(nonEmpty),
  location: z.string().optional(),
  schedule: z
    .array(
      z.object({
        daysFromNow: z.number().int().min(1),
        time: z.string().regex(/^\d{2}:\d{2}$/),
        availableSpots: z.number().int().min(0),
      }),
    )
    .min(1),
  ...art,
});

export const seedBlogPostSchema = z.object({
  title: nonEmpty,
  slug: z.string().regex(/^[a-z0-9-]+$/),
  excerpt: nonEmpty,
  content: nonEmpty,
  category: z.enum(["kitchen-tips", "seasonal", "entertaining", "techniques", "ingredients", "reviews", "nutrition"]),
  author: nonEmpty,
  readTime: z.number().int().positive(),
  publishedDaysAgo: z.number().int().min(0),
  featured: z.boolean(),
  tags: z.array(nonEmpty),
  ...art,
});

export const seedShopSchema = z.object({
  categories: z.array(
    z.object({
      name: nonEmpty,
      slug: nonEmpty,
      description: nonEmpty,
      type: z.enum(["tools", "equipment", "ingredients", "books", "others"]),
      ...art,
    }),
  ),
  products: z.array(
    z.object({
      name: nonEmpty,
      description: nonEmpty,
      price: z.number().positive(),
      categorySlug: nonEmpty,
      brand: nonEmpty,
      stock: z.number().int().min(0),
      wholesale: z.boolean(),
      rating: z.number().min(0).max(5),
      reviewCount: z.number().int().min(0),
      weight: z.string().optional(),
      sku: z.string().optional(),
      featured: z.boolean(),
      specs: z.record(z.string(), z.string()).default({}),
      ...art,
    }),
  ),
});

export const seedDealSchema = z.object({
  title: nonEmpty,
  description: nonEmpty,
  originalPrice: z.number().positive(),
  salePrice: z.number().positive(),
  discount: z.number().int().min(0).max(100),
  includes: z.array(nonEmpty),
  validDaysFromNow: z.number().int().min(1),
  badge: nonEmpty,
  category: z.enum(["classes", "products", "buffet", "books"]),
  students: z.number().int().optional(),
  rating: z.number().optional(),
  perPerson: z.boolean().optional(),
  minGuests: z.number().int().optional(),
  amazonLink: z.url().optional(),
  ...art,
});

const menuItemSchema = z.object({
  name: nonEmpty,
  dietType: nonEmpty,
  description: nonEmpty,
  quantity: nonEmpty,
});

export const seedBuffetMenuSchema = z.object({
  name: nonEmpty,
  description: nonEmpty,
  occasion: z.enum(["wedding", "corporate", "birthday", "festival", "anniversary", "graduation"]),
  mealType: z.enum(["breakfast", "lunch", "dinner"]),
  country: nonEmpty,
  featured: z.boolean(),
  pricePerPerson: z.number().positive(),
  guestCount: z.number().int().positive(),
  minimumOrder: z.number().int().positive(),
  duration: nonEmpty,
  serviceStaff: z.number().int().min(0),
  advanceBooking: z.number().int().min(0),
  vegetarianOptions: z.number().int().min(0),
  veganOptions: z.number().int().min(0),
  glutenFreeOptions: z.number().int().min(0),
  appetizers: z.array(menuItemSchema),
  mainCourse: z.array(menuItemSchema),
  desserts: z.array(menuItemSchema),
  beverages: z.array(menuItemSchema),
  setupIncluded: z.boolean(),
  equipmentProvided: z.array(nonEmpty),
  cancellationPolicy: nonEmpty,
  ...art,
});

export const seedIndustrialMenuSchema = z.object({
  name: nonEmpty,
  description: nonEmpty,
  country: nonEmpty,
  cuisine: nonEmpty,
  mealType: z.enum(["Breakfast", "Lunch", "Dinner"]),
  industryType: z.enum([
    "Technology", "Finance", "Healthcare", "Manufacturing", "Energy",
    "Mining", "Auto", "Tourism", "Agriculture", "Construction",
  ]),
  featured: z.boolean(),
  minimumOrder: z.number().int().positive(),
  pricePerPerson: z.string().regex(/^\$\d+(\.\d{2})?$/),
  duration: nonEmpty,
  advanceBooking: z.number().int().min(0),
  capacity: z.number().int().positive(),
  servesCuisine: nonEmpty,
  vegetarianOptions: z.boolean(),
  veganOptions: z.boolean(),
  glutenFreeOptions: z.boolean(),
  halalOptions: z.boolean(),
  kosherOptions: z.boolean(),
  serviceStaff: z.number().int().min(0),
  setupIncluded: z.boolean(),
  equipmentProvided: z.array(nonEmpty),
  cancellationPolicy: nonEmpty,
  appetizers: z.array(menuItemSchema),
  mainCourse: z.array(menuItemSchema),
  sides: z.array(menuItemSchema),
  desserts: z.array(menuItemSchema),
  beverages: z.array(menuItemSchema),
  ...art,
});

export const seedGuestChefSchema = z.object({
  name: nonEmpty,
  country: nonEmpty,
  profession: nonEmpty,
  experience: z.number().int().min(0),
  specialties: z.array(nonEmpty),
  contribution: z.array(nonEmpty),
  bio: nonEmpty,
  instagram: z.string().optional(),
  youtube: z.string().optional(),
  facebook: z.string().optional(),
  website: z.string().optional(),
  status: z.literal("approved"),
  ...art,
});

export const seedCommunityRecipeSchema = z.object({
  title: nonEmpty,
  authorName: nonEmpty,
  email: z.email(),
  story: z.string().optional(),
  prepTime: z.number().int().min(0),
  cookTime: z.number().int().min(0),
  servingSize: z.number().int().min(1),
  cuisineType: nonEmpty,
  mealTypes: z.array(z.enum(["breakfast", "lunch", "dinner"])),
  ingredients: nonEmpty,
  instructions: nonEmpty,
  healthBenefits: z.string().optional(),
  status: z.literal("approved"),
  createdDaysAgo: z.number().int().min(0),
  ...art,
});
