import { clsx, type ClassValue } from "clsx";

/** Joins class names; callers add classes, they never need to override a variant's. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
