import type { LocalOutboxData } from "@utsav/domain";
import { formatDayTime } from "@utsav/domain/client";
import { Link } from "react-router";
import { paths } from "../../lib/paths";
import page from "../../shared/ui/content-page.module.css";
import styles from "./local-outbox-page.module.css";

type Message = LocalOutboxData["messages"][number];

/** A sign-in code at the start of the message (the SMS template of modules/accounts/auth-service.ts). */
const SIGN_IN_CODE = /^(\d{6}) is your Utsav sign-in code/;
const CHANNEL_LABEL: Record<Message["channel"], string> = { sms: "SMS", email: "E-mail", whatsapp: "WhatsApp", push: "Push" };

/**
 * The local outbox (local runs only): what this machine's SMS, e-mail, WhatsApp and push providers kept instead of sending, newest
 * first, so a person trying the app can read their sign-in code. Production has no such page.
 */
export function LocalOutboxPage({ messages }: { messages: Message[] }) {
  return (
    <div className={`container ${page.page}`}>
      <header className={`${page.hero} ${styles.hero}`}>
        <p className={page.eyebrow}>Local run</p>
        <h1>Local outbox</h1>
        <p className={page.lead}>
          Messages this local run would have sent, newest first. Nothing here left this machine: sign-in codes are kept here and printed in
          the terminal instead. A production run sends them by SMS and has no such page.
        </p>
        <Link className="btn btn-outline" to={paths.localOutbox()} reloadDocument>
          Refresh
        </Link>
      </header>
      {messages.length === 0 ? (
        <p className={styles.empty}>
          No messages yet. Ask for a sign-in code on <Link to={paths.login()}>the sign-in page</Link> and it appears here.
        </p>
      ) : (
        <ol className={styles.list} aria-label="Messages">
          {messages.map((message) => (
            <li key={`${message.sentAt}-${message.to}-${message.text}`} className={styles.message}>
              <p className={styles.meta}>
                <span>{CHANNEL_LABEL[message.channel]}</span>
                <span>to {message.to}</span>
                <time dateTime={message.sentAt}>{formatDayTime(message.sentAt)}</time>
              </p>
              <SignInCode text={message.text} />
              <p className={styles.text}>{message.text}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function SignInCode({ text }: { text: string }) {
  const code = SIGN_IN_CODE.exec(text)?.[1];
  if (!code) return null;
  return (
    <p className={styles.code}>
      Sign-in code <strong data-testid="sign-in-code">{code}</strong>
    </p>
  );
}
