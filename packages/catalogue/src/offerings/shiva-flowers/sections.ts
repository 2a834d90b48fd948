// The service-area, booking and payment sections of Shiva Flower Traders' decor and flowers.

export const serviceArea = {
  title: "Service Area",
  items: ["We work within 20 km of KR Puram: Whitefield, Marathahalli, Indiranagar, Hebbal, Hennur, Banaswadi and nearby areas."],
};

export const bookingInformation = (size: "small" | "large", setup: string) => ({
  title: "Booking Information",
  items: [
    "Book 3 days ahead for small decor and 6 days ahead for large decor.",
    size === "small"
      ? "This setup counts as small decor, so 3 days' notice is enough."
      : "This setup counts as large decor, so please book at least 6 days ahead.",
    "A 20% advance confirms the booking.",
    setup,
  ],
});

export const paymentAndCancellation = {
  title: "Payment & Cancellation Policy",
  items: [
    "20% advance at the time of booking; the balance on the day of the event.",
    "80% refund if cancelled 48 hours or more before the event.",
    "No refund within 24 hours of the event.",
  ],
};
