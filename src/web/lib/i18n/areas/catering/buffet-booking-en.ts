/** English strings: The Book This Buffet Menu modal (loaded with it) and the booking page. */
export const buffetBookingEn = {
  "buffetBooking.description": "{name} · {price} per person",
  "buffetBooking.guests": "Number of guests",
  "buffetBooking.guestsHint": "This menu's minimum order is {count} guests.",
  "buffetBooking.location": "Event location",
  "buffetBooking.locationPlaceholder": "Venue name and address",
  "buffetBooking.total": "Total",
  "buffetBooking.totalDetail": "{count} guests × {price}",
  "buffetBooking.quoteNote": "An estimate: our quote confirms the final price. Nothing is charged now.",
  "buffetBooking.submit": "Submit Booking Request",
  "buffetBooking.toastSubmitted": "We'll contact you within 24 hours to confirm your buffet menu booking.",
  "buffetBooking.toastFailed": "Failed to submit booking request. Please try again.",
  "buffetBooking.metaTitle": "Book {name}",
  "buffetBooking.back": "Back to {name}",
} as const;
