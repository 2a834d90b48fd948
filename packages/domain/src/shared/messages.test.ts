import { describe, expect, it } from "vitest";
import * as accountsWords from "../accounts/words.ts";
import * as accountsCopy from "../accounts/copy-words.ts";
import * as bookingsWords from "../bookings/words.ts";
import * as bookingsCopy from "../bookings/copy-words.ts";
import * as bookingsApi from "../bookings/api-words.ts";
import * as catalogueWords from "../catalogue/words.ts";
import * as catalogueCopy from "../catalogue/copy-words.ts";
import * as leadsWords from "../leads/words.ts";
import * as leadsCopy from "../leads/copy-words.ts";
import * as leadsApi from "../leads/api-words.ts";
import * as searchWords from "../search/words.ts";
import * as searchCopy from "../search/copy-words.ts";
import * as uploadsApi from "../uploads/api-words.ts";
import * as vendorsWords from "../vendors/words.ts";
import * as vendorsApi from "../vendors/api-words.ts";
import * as waitlistWords from "../waitlist/words.ts";
import { COPY, copyFor } from "./copy.ts";
import { API_MESSAGES, apiMessageFor, MESSAGES, messageFor } from "./messages.ts";

describe("error catalogue", () => {
  it("formats the oversize-file message with one decimal (application §5)", () => {
    expect(messageFor.filesTooLarge(["a.jpg", "b.png"], 2_097_152)).toBe("File(s) too large: a.jpg, b.png. Maximum size allowed is 2.0MB.");
  });
  it("builds the parameterised messages exactly", () => {
    expect(messageFor.offeringNotFound("nope")).toBe("Offering not found: nope");
    expect(messageFor.contactNotFound("Jaya Studio Spaces")).toBe("Contact info not found: Jaya Studio Spaces");
    expect(messageFor.fieldRequired("Mobile")).toBe("Mobile is required");
    expect(messageFor.bookingChat("Office Kit")).toBe("Hi, I just booked Office Kit. I have some questions.");
  });
  it("writes each message once", () => {
    const values = Object.values(MESSAGES);
    expect(new Set(values).size).toBe(values.length);
  });
});

describe("the words' parts (each module's words, copy-words and api-words)", () => {
  // Each module's words, copy and API words together, as one part per module.
  const modules: Record<string, object>[] = [
    { ...accountsWords, ...accountsCopy },
    { ...bookingsWords, ...bookingsCopy, ...bookingsApi },
    { ...catalogueWords, ...catalogueCopy },
    { ...leadsWords, ...leadsCopy, ...leadsApi },
    { ...searchWords, ...searchCopy },
    { ...uploadsApi },
    { ...vendorsWords, ...vendorsApi },
    { ...waitlistWords },
  ];
  /** The keys the modules write for one catalogue, with those the catalogue writes itself. */
  const keysOf = (part: string, own: readonly string[]) => [
    ...own,
    ...modules.flatMap((m) => Object.keys((m as Record<string, object>)[part] ?? {})),
  ];
  const cases: [string, object, string][] = [
    ["MESSAGES", MESSAGES, "messages"],
    ["messageFor", messageFor, "messageFor"],
    ["API_MESSAGES", API_MESSAGES, "apiMessages"],
    ["apiMessageFor", apiMessageFor, "apiMessageFor"],
    ["COPY", COPY, "copy"],
    ["copyFor", copyFor, "copyFor"],
  ];

  it.each(cases)("put every key of %s in one place only, so no module's word hides another's", (_name, catalogue, part) => {
    const fromModules = keysOf(part, []);
    const own = Object.keys(catalogue).filter((key) => !fromModules.includes(key));
    const all = keysOf(part, own);
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(Object.keys(catalogue).length);
  });
});
