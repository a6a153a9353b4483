import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, check } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

export const cookingClasses = pgTable(
  "cooking_classes",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    image: text("image").notNull(),
    difficulty: text("difficulty").notNull(),
    category: text("category").notNull(),
    price: numeric("price", { precision: 10, scale: 2, mode: "number" }).notNull(),
    duration: integer("duration").notNull(),
    maxParticipants: integer("max_participants").notNull(),
    instructorName: text("instructor_name").notNull(),
    instructorImage: text("instructor_image").notNull(),
    instructorBio: text("instructor_bio").notNull(),
    featured: boolean("featured").notNull().default(false),
    location: text("location"),
    whatYouWillLearn: jsonb("what_you_will_learn").$type<string[]>().notNull(),
    includes: jsonb("includes").$type<string[]>().notNull(),
  },
  (table) => [
    index("cooking_classes_featured_idx").on(table.featured, table.id),
    index("cooking_classes_difficulty_idx").on(table.difficulty),
    index("cooking_classes_category_idx").on(table.category),
  ],
);

/** One dated session of a class; spots are taken with a conditional UPDATE on `booked`. */
export const classSessions = pgTable(
  "class_sessions",
  {
    id: serial("id").primaryKey(),
    classId: integer("class_id")
      .notNull()
      .references(() => cookingClasses.id, { onDelete: "cascade" }),
    date: date("date").notNull(),
    time: text("time").notNull(),
    /** The same start as an instant; date and time above are its wall clock in SITE_TIME_ZONE. */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    capacity: integer("capacity").notNull(),
    booked: integer("booked").notNull().default(0),
    /** Set when the team cancels the session: its bookings are cancelled and it takes no more. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("class_sessions_class_idx").on(table.classId, table.date),
    check("class_sessions_capacity_check", sql`${table.booked} <= ${table.capacity}`),
  ],
);
