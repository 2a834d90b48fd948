// The quiet lines of an offering's card (docs/decisions/0022, 0058, 0069), and the lists' "Serves my area" toggle. Their
// own file, and an export each, so a card carries only its two lines: the date field's words and the locality picker's
// load only with them.

/** A card's quiet line when its vendor does not serve the chosen locality. */
export const unservedLine = (locality: string) => `Doesn't serve ${locality}`;

/** A card's quiet line when its vendor cannot take the chosen event date. */
export const NOT_FREE_LINE = "Not free on your date";

/** The lists' toggle that keeps only the vendors serving the chosen locality. */
export const servesMyAreaLabel = (locality: string) => `Serves my area (${locality})`;
