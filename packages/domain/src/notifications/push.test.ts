import { describe, expect, it } from "vitest";
import { pushTokenRegistrationSchema } from "./schemas.ts";
import { PUSH_FORBIDDEN_VARIABLES, PUSH_MESSAGES, PUSH_TEXT_MAX, pushFitsItsSms, pushPath, pushVariables, renderPush } from "./push.ts";
import type { PushTemplateName } from "./push.ts";
import { renderNotification, templateVariables } from "./templates.ts";

// Push notifications (docs/decisions/0070): each is drawn from an SMS, names only what its SMS gives, never a phone
// number, a code or a link, goes to the audience its SMS goes to, and opens the page the SMS links.

const NAMES = Object.keys(PUSH_MESSAGES) as PushTemplateName[];

/** Values as long as an SMS takes them, with a phone number wherever a template could put one. */
function valuesFor(name: PushTemplateName): Record<string, string> {
  return Object.fromEntries(
    templateVariables(name).map((v) => [v, v === "link" ? "https://utsav.example/account/bookings/bk_1?x=1" : `+919845012345 ${v} 123456`]),
  );
}

describe("push messages", () => {
  it.each(NAMES)("%s names only its SMS's variables, none a locked screen must not show", (name) => {
    expect(pushFitsItsSms(name)).toBe(true);
    for (const forbidden of PUSH_FORBIDDEN_VARIABLES) expect(pushVariables(name)).not.toContain(forbidden);
  });

  it.each(NAMES)("%s goes to the audience its SMS names", (name) => {
    expect(name).toContain(`_${PUSH_MESSAGES[name].to}_`);
  });

  it.each(NAMES)("%s is short and opens the SMS's page", (name) => {
    const { variables } = renderNotification(name, valuesFor(name));
    const push = renderPush(name, variables);
    expect(push.title.length).toBeLessThanOrEqual(PUSH_TEXT_MAX.title);
    expect(push.body.length).toBeLessThanOrEqual(PUSH_TEXT_MAX.body);
    expect(`${push.title} ${push.body}`).not.toContain("https://");
    // An SMS without a link (the completion's thanks) leaves the page to the outbox, which knows the booking.
    expect(push.url).toBe(templateVariables(name).includes("link") ? "/account/bookings/bk_1?x=1" : null);
  });

  it("only the completion's push has no link of its own", () => {
    expect(NAMES.filter((name) => !templateVariables(name).includes("link"))).toEqual(["booking_completed_consumer_sms"]);
  });

  it("no push of an SMS that carries a phone number by design", () => {
    const withPhones = NAMES.filter((name) => templateVariables(name).includes("phone"));
    for (const name of withPhones) expect(pushVariables(name)).not.toContain("phone");
    // The eve's reminders give the other side's number in the SMS; their pushes name the place and the date only.
    expect(withPhones).toEqual(expect.arrayContaining(["booking_event_reminder_consumer_sms", "booking_event_reminder_vendor_sms"]));
  });

  it("a link that is not one opens nothing", () => {
    expect(pushPath(undefined)).toBeNull();
    expect(pushPath("not a link")).toBeNull();
  });
});

describe("push token registration", () => {
  it.each([
    ["ExponentPushToken[xxxxxxxxxxxxxxxxxxxxxx]", true],
    ["ExpoPushToken[AbC-123_defGHI]", true],
    ["ExponentPushToken[]", false],
    ["ExponentPushToken[short]", false],
    ["ExponentPushToken[has space inside]", false],
    [`ExponentPushToken[${"a".repeat(300)}]`, false],
    ["APA91bHun4MxP5egoKMwt2KZFBaFUH", false],
  ])("%s is a token: %s", (token, valid) => {
    expect(pushTokenRegistrationSchema.safeParse({ token, platform: "ios" }).success).toBe(valid);
  });
});
