/** The arrow of carousels, rows and disclosure buttons; the button carries the accessible name. */
export function Chevron({ direction }: { direction: "left" | "right" | "down" }) {
  const d = direction === "left" ? "M15 6l-6 6 6 6" : direction === "right" ? "M9 6l6 6-6 6" : "M6 9l6 6 6-6";
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
