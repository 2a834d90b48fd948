import { addDays } from "@utsav/domain";

// An iCalendar file (RFC 5545) of all-day events, as phones' calendars subscribe to it: CRLF line ends, lines folded at
// 75 octets (never inside a UTF-8 character), TEXT values escaped, a DATE-valued DTSTART and an exclusive DTEND.

/** One all-day event over one or more days. */
export interface IcsEvent {
  /** Unique and stable for the same item, so a calendar updates its event instead of adding another. */
  uid: string;
  /** When the item last changed (DTSTAMP). */
  stamp: Date;
  /** The first and the last day, both inclusive, YYYY-MM-DD. */
  startsOn: string;
  endsOn: string;
  summary: string;
  description?: string;
  status?: "CONFIRMED" | "TENTATIVE";
  /** Shown as free time (a calendar does not count it as busy). */
  free?: boolean;
}

export interface IcsCalendar {
  /** The product that made the file (PRODID), "-//Company//Product//EN". */
  productId: string;
  name: string;
  /** How often a subscriber should fetch it again, in minutes (RFC 7986 REFRESH-INTERVAL and its older X- twin). */
  refreshMinutes: number;
  events: readonly IcsEvent[];
}

const LINE_OCTETS = 75;

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n, other control characters left out. */
export function icsText(value: string): string {
  const printable = [...value.replace(/\r\n?/g, "\n")].filter((c) => c === "\n" || (c >= " " && c !== "\u007f")).join("");
  return printable.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, "\\n");
}

/**
 * One content line folded: at most 75 octets a line, each continuation starting with a space (RFC 5545 §3.1), never
 * inside a UTF-8 character nor, for readers less careful than the RFC, inside an escape (`\,`).
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line.match(/\\[\s\S]|[\s\S]/gu) ?? []) {
    const size = Buffer.byteLength(char, "utf8");
    if (octets + size > LINE_OCTETS) {
      lines.push(current);
      current = " ";
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join("\r\n");
}

const day = (date: string) => date.replaceAll("-", "");
const stamp = (at: Date) => `${at.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

function eventLines(event: IcsEvent): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${icsText(event.uid)}`,
    `DTSTAMP:${stamp(event.stamp)}`,
    `DTSTART;VALUE=DATE:${day(event.startsOn)}`,
    `DTEND;VALUE=DATE:${day(addDays(event.endsOn, 1))}`,
    `SUMMARY:${icsText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.status ? [`STATUS:${event.status}`] : []),
    `TRANSP:${event.free ? "TRANSPARENT" : "OPAQUE"}`,
    "END:VEVENT",
  ];
}

/** The whole file, CRLF after every line. */
export function icsCalendar({ productId, name, refreshMinutes, events }: IcsCalendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `NAME:${icsText(name)}`,
    `X-WR-CALNAME:${icsText(name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:PT${refreshMinutes}M`,
    `X-PUBLISHED-TTL:PT${refreshMinutes}M`,
    ...events.flatMap(eventLines),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
