/** Menus the catering tests book against: complete rows, named and priced by each test. */
import type { buffetMenus, industrialCateringMenus } from "../../db/schema/index.ts";

const item = (name: string) => ({ name, dietType: "vegetarian", description: `${name}, freshly made.`, quantity: "1 per guest" });

type BuffetRow = typeof buffetMenus.$inferInsert;
type IndustrialRow = typeof industrialCateringMenus.$inferInsert;

/** A lunch thali buffet; the test names it and sets its price, minimum and notice. */
export function buffetMenuRow(
  row: Pick<BuffetRow, "name" | "pricePerPerson" | "minimumOrder" | "advanceBooking"> & Partial<BuffetRow>,
): BuffetRow {
  return {
    description: "A test buffet.",
    image: "/x.svg",
    occasion: "corporate",
    mealType: "lunch",
    country: "India",
    featured: false,
    guestCount: 50,
    duration: "3 hours",
    serviceStaff: 4,
    vegetarianOptions: 3,
    veganOptions: 1,
    glutenFreeOptions: 1,
    appetizers: [item("Samosa")],
    mainCourse: [item("Dal")],
    desserts: [item("Kheer")],
    beverages: [item("Chai")],
    setupIncluded: true,
    equipmentProvided: ["Chafing dishes"],
    cancellationPolicy: "Free cancellation up to 7 days before.",
    ...row,
  };
}

/** A shift-workers' hot lunch at $16.75 a head, at least 100 guests, 5 days' notice. */
export function industrialMenuRow(row: Pick<IndustrialRow, "name"> & Partial<IndustrialRow>): IndustrialRow {
  return {
    description: "Hot lunch for shift workers.",
    image: "/y.svg",
    country: "India",
    cuisine: "Indian",
    mealType: "Lunch",
    industryType: "Manufacturing",
    featured: false,
    minimumOrder: 100,
    pricePerPerson: "$16.75",
    duration: "2 hours",
    advanceBooking: 5,
    capacity: 800,
    servesCuisine: "Indian",
    vegetarianOptions: true,
    veganOptions: true,
    glutenFreeOptions: false,
    halalOptions: true,
    kosherOptions: false,
    serviceStaff: 6,
    setupIncluded: true,
    equipmentProvided: ["Hot boxes"],
    cancellationPolicy: "Free cancellation up to 3 days before.",
    appetizers: [item("Pakora")],
    mainCourse: [item("Rajma")],
    sides: [item("Rice")],
    desserts: [item("Halwa")],
    beverages: [item("Lassi")],
    ...row,
  };
}
