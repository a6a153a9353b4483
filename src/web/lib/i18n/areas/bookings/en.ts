/** English strings of the booking cancel page; es.ts and fr.ts carry the same keys. */
export const bookingCancelEn = {
  "bookingCancel.metaTitle": "Cancel your class booking",
  "bookingCancel.metaDescription": "Cancel a cooking class booking with the link from your confirmation email.",
  "bookingCancel.title": "Cancel your booking?",
  "bookingCancel.intro":
    "You are about to cancel this cooking class booking. Your seats go back to the class, and we email you a confirmation.",
  "bookingCancel.reference": "Reference",
  "bookingCancel.class": "Class",
  "bookingCancel.date": "Date",
  "bookingCancel.time": "Time",
  "bookingCancel.participants": "Participants",
  "bookingCancel.confirm": "Cancel My Booking",
  "bookingCancel.cancelling": "Cancelling...",
  "bookingCancel.keep": "Keep My Booking",
  "bookingCancel.doneTitle": "Booking cancelled",
  "bookingCancel.doneBody":
    "Your booking is cancelled and your seats are free for someone else. A confirmation is on its way to your inbox.",
  "bookingCancel.invalidTitle": "This link no longer works",
  "bookingCancel.invalidBody":
    "The booking was already cancelled, or the link is not complete. Each cancel link works once. If you still need help, write to us.",
  "bookingCancel.home": "Back to Home",
} as const;
