import { DEV_EMAIL_LOG_MESSAGE } from "../src/platform/email/console-email-provider.ts";
import { DEV_SMS_LOG_MESSAGE } from "../src/platform/sms/console-provider.ts";
import { DEV_WHATSAPP_LOG_MESSAGE } from "../src/platform/whatsapp/console-whatsapp-provider.ts";

// What must never appear in a log line (decision 0010). The API suite's logs are captured (helper.ts) and checked
// with this after the run (global-setup.ts). Digit runs are matched whole, so a timestamp, a UUID or a duration
// never passes for a phone or an Aadhaar number.

export const LEAK_PATTERNS: { name: string; pattern: RegExp }[] = [
  { name: "an Indian mobile number with +91", pattern: /\+91[ -]?\d{10}(?!\d)/ },
  { name: "a 10-digit mobile number", pattern: /(?<![\w.+])[6-9]\d{9}(?!\w)/ },
  // Session tokens: 32 random bytes in base64url (auth-service.ts startSession), so 43 characters of all kinds.
  { name: "a session token", pattern: /(?<![\w-])(?=[\w-]{43}(?![\w-]))(?=[\w-]*[A-Z])(?=[\w-]*[a-z])(?=[\w-]*\d)[\w-]{43}/ },
  { name: "a session cookie", pattern: /utsav_session=[^;\s"\\]+/ },
  { name: "a sign-in code", pattern: /\b(?:otp|code)\\?["']?\s*[:=]\s*\\?["']?\d{6}(?!\d)/i },
  { name: "a sign-in code message", pattern: /(?<![\d.])\d{6} is your Utsav sign-in code/ },
  { name: "a PAN", pattern: /(?<![A-Za-z0-9])[A-Z]{5}\d{4}[A-Z](?![A-Za-z0-9])/ },
  { name: "a GSTIN", pattern: /(?<![A-Za-z0-9])\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z](?![A-Za-z0-9])/ },
  { name: "an Aadhaar number", pattern: /(?<![\w.+-])[2-9]\d{3}[ -]?\d{4}[ -]?\d{4}(?![\w-])/ },
];

export interface LogProblem {
  line: string;
  problem: string;
}

/**
 * The problems in captured log lines: secrets and personal numbers, lines that are not JSON, and request lines
 * without a request id. The console providers' development lines (SMS, e-mail and WhatsApp, shown to a developer on
 * purpose) are the exceptions.
 */
export function findLogProblems(lines: string[]): LogProblem[] {
  const problems: LogProblem[] = [];
  for (const line of lines) {
    if (line.trim() === "") continue;
    let entry: { msg?: unknown; reqId?: unknown };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      problems.push({ line, problem: "not a JSON line" });
      continue;
    }
    if (entry.msg === DEV_SMS_LOG_MESSAGE || entry.msg === DEV_EMAIL_LOG_MESSAGE || entry.msg === DEV_WHATSAPP_LOG_MESSAGE) continue;
    if (entry.msg === "request completed" && typeof entry.reqId !== "string")
      problems.push({ line, problem: "a request line without a request id" });
    for (const { name, pattern } of LEAK_PATTERNS) {
      if (pattern.test(line)) problems.push({ line, problem: name });
    }
  }
  return problems;
}
