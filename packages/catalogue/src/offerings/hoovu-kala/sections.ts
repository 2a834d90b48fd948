// The service-area, booking and payment sections of Hoovu Kala's flower decor.

export const serviceArea = {
  title: "Service Area",
  items: [
    "We decorate homes, apartments and community halls within 15 km of HSR Layout.",
    "Koramangala, BTM Layout, Bellandur, Sarjapur Road, Electronic City and JP Nagar are all within our usual range.",
  ],
};

export const bookingInformation = (setupTime: string) => ({
  title: "Booking Information",
  items: [
    "Book 3-4 days ahead so we can source fresh flowers from the market for your date.",
    "A 50% advance confirms the booking; the balance is paid once the decor is set up.",
    setupTime,
  ],
});

export const paymentAndCancellation = {
  title: "Payment & Cancellation Policy",
  items: [
    "50% advance at the time of booking.",
    "100% refund if cancelled 48 hours or more before the event.",
    "80% refund if cancelled 24 hours or more before the event.",
  ],
};
