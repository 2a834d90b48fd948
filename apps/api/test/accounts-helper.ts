import type { FastifyInstance } from "fastify";
import type { ConsoleSmsProvider } from "../src/platform/sms/console-provider.ts";

let counter = 0;
/** A fresh Indian mobile number and client IP for each test, so limits of one test do not touch another. */
export function freshClient() {
  counter++;
  return { phone: `98${String(10_000_000 + counter * 7919).slice(-8)}`, ip: `10.0.${Math.floor(counter / 250)}.${counter % 250}` };
}

export const ORIGIN = "http://localhost:80";

/** The newest sign-in code sent to a number; a booking's messages to the same number (docs/decisions/0034) are not codes. */
export function latestCode(app: FastifyInstance, phone: string): string {
  const message = (app.sms as ConsoleSmsProvider).messages().find((m) => m.to === phone && /^\d{6} /.test(m.text));
  if (!message) throw new Error(`no SMS to ${phone}`);
  return message.text.slice(0, 6);
}

export async function generate(app: FastifyInstance, phoneNumber: string, ip: string, userType = "consumer") {
  return app.inject({
    method: "POST",
    url: `/api/auth/${userType}/otp/generate`,
    payload: { phoneNumber },
    headers: { "x-forwarded-for": ip },
  });
}

export async function verify(
  app: FastifyInstance,
  phoneNumber: string,
  otp: string,
  ip: string,
  userType = "consumer",
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: "POST",
    url: `/api/auth/${userType}/otp/verify`,
    payload: { phoneNumber, otp },
    headers: { "x-forwarded-for": ip, ...headers },
  });
}

/** Signs in (a fresh number unless one is given) and returns the session cookie header value ('name=token'). */
export async function signIn(
  app: FastifyInstance,
  userType = "consumer",
  number?: string,
): Promise<{ cookie: string; phone: string; userId: string; maxAge: number }> {
  const client = freshClient();
  const phone = number ?? client.phone;
  const { ip } = client;
  const generated = await generate(app, phone, ip, userType);
  if (generated.statusCode !== 200) throw new Error(generated.body);
  const normalized = `+91${phone}`;
  const response = await verify(app, phone, latestCode(app, normalized), ip, userType);
  if (response.statusCode !== 200) throw new Error(response.body);
  const setCookie = String(response.headers["set-cookie"]);
  return {
    cookie: setCookie.split(";")[0]!,
    phone: normalized,
    userId: response.json().data.userId,
    maxAge: Number(/Max-Age=(\d+)/i.exec(setCookie)?.[1]),
  };
}
