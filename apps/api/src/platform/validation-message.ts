import { z } from "zod";
import { MESSAGES } from "@utsav/domain";

// What a request that fails its schema answers (issue 38): one plain sentence a person can act on, never a schema's
// path or zod's own words ("Invalid body: bookingData.address: Too big: expected string to have <=2000 characters").
// A message the domain wrote for people ("Please enter a valid mobile number") is kept as it is; zod's defaults are
// said again with the field's name ("Address can hold at most 2000 characters"). The errorCode (VALIDATION_FAILED)
// stays for programs.

/** One problem as fastify-type-provider-zod reports it (a zod issue: its code as `keyword`, the rest as `params`). */
export interface ValidationIssue {
  keyword?: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Where the problem was, as a person would name what they sent. */
const PART_WORDS: Record<string, string> = { body: "form", querystring: "link", params: "link", headers: "request" };

const englishDefault = z.locales.en().localeError;

/** Whether zod wrote this message itself (its English default), rather than a schema of packages/domain. */
function isZodDefault(issue: ValidationIssue): boolean {
  const message = issue.message ?? "";
  if (message === "" || message === "Invalid input") return true;
  // Its wording names the value received, which the reported issue no longer holds.
  if (issue.keyword === "invalid_type") return message.startsWith("Invalid input: expected ");
  try {
    const fallback = englishDefault({ code: issue.keyword, ...issue.params } as Parameters<typeof englishDefault>[0]);
    return message === (typeof fallback === "string" ? fallback : fallback?.message);
  } catch {
    // An issue without what its code's wording reads: zod's words start so.
    return /^(Invalid|Too (big|small)|Unrecognized)\b/.test(message);
  }
}

/** "bookingData/address" → "Address", "documentsInfo/0/type" → "Type", "offeringId" → "Offering id"; null at the root. */
export function fieldName(instancePath: string): string | null {
  const last = instancePath
    .split("/")
    .filter((part) => part !== "" && !/^\d+$/.test(part))
    .pop();
  if (!last) return null;
  const words = last
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const EXPECTED_WORDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "yes or no",
  array: "a list",
  object: "a group of fields",
  date: "a date",
};

const num = (value: unknown) => (typeof value === "number" || typeof value === "bigint" ? String(value) : "");
const quoted = (values: readonly unknown[]) => values.map((value) => String(value)).join(", ");

/** zod's default problem said of the field by name. */
function plainProblem(field: string, issue: ValidationIssue): string {
  const p = issue.params ?? {};
  const sized = p.origin === "string" ? "characters" : p.origin === "array" || p.origin === "set" ? "items" : null;
  switch (issue.keyword) {
    case "invalid_type":
      if (/received undefined$/.test(issue.message ?? "")) return `${field} is required`;
      return `${field} must be ${EXPECTED_WORDS[String(p.expected)] ?? "given in the right form"}`;
    case "too_big":
      if (sized) return `${field} can hold at most ${num(p.maximum)} ${sized}`;
      return p.inclusive === false ? `${field} must be less than ${num(p.maximum)}` : `${field} must be at most ${num(p.maximum)}`;
    case "too_small":
      if (sized && num(p.minimum) === "1") return p.origin === "string" ? `${field} is required` : `${field} needs at least one item`;
      if (sized) return `${field} needs at least ${num(p.minimum)} ${sized}`;
      return p.inclusive === false ? `${field} must be more than ${num(p.minimum)}` : `${field} must be at least ${num(p.minimum)}`;
    case "invalid_value": {
      const values = Array.isArray(p.values) ? p.values : [];
      return values.length > 0 && values.length <= 6 ? `${field} must be one of: ${quoted(values)}` : `${field} is not one of the choices`;
    }
    case "invalid_format":
      if (p.format === "email") return MESSAGES.emailInvalid;
      if (p.format === "url") return `${field} must be a web address`;
      return `${field} is not in the right form`;
    case "not_multiple_of":
      return `${field} must be a multiple of ${num(p.divisor)}`;
    default:
      return `${field} is not valid`;
  }
}

/**
 * The sentence a failed validation answers: the first problem only (a form shows the others next to their fields),
 * in the domain's words where it has them, else zod's problem said of the field by name.
 */
export function validationMessage(issues: readonly ValidationIssue[], part: string | undefined): string {
  const issue = issues[0];
  const partWord = PART_WORDS[part ?? ""] ?? "request";
  if (!issue) return `Please check the ${partWord} and try again`;
  if (!isZodDefault(issue)) return issue.message ?? `Please check the ${partWord} and try again`;
  if (issue.keyword === "unrecognized_keys") {
    // At most three named, so that a body of thousands of keys is not read back whole.
    const keys = Array.isArray(issue.params?.keys) ? issue.params.keys : [];
    const named = quoted(keys.slice(0, 3)) + (keys.length > 3 ? ` and ${keys.length - 3} more` : "");
    return `${keys.length === 1 ? "Unknown field" : "Unknown fields"}: ${named}`;
  }
  const field = fieldName(issue.instancePath);
  return field ? plainProblem(field, issue) : `Please check the ${partWord} and try again`;
}
