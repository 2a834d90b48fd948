import { createServer } from "node:net";
import type { Server, Socket } from "node:net";

/** A mail the fake server accepted: the envelope and the message as sent (headers and body). */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * A stand-in SMTP server on loopback (RFC 5321's plain dialogue, no TLS, any login accepted): what the e-mail
 * provider sends is checked at the wire, the one boundary faked (STYLE.md). `failNext` refuses the next message.
 */
export class FakeSmtpServer {
  readonly mails: ReceivedMail[] = [];
  failNext = false;
  private server: Server | null = null;

  async start(): Promise<string> {
    this.server = createServer((socket) => this.converse(socket));
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.address() as { port: number };
    return `smtp://user:secret@127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private converse(socket: Socket): void {
    let buffer = "";
    let mail: ReceivedMail = { from: "", to: [], data: "" };
    let inData = false;
    socket.write("220 fake.smtp ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          mail.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (this.failNext) {
            this.failNext = false;
            socket.write("451 try again later\r\n");
          } else {
            this.mails.push(mail);
            socket.write("250 queued\r\n");
          }
          mail = { from: "", to: [], data: "" };
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO") socket.write("250-fake.smtp\r\n250 AUTH PLAIN LOGIN\r\n");
        else if (verb === "HELO") socket.write("250 fake.smtp\r\n");
        else if (verb === "AUTH") socket.write("235 accepted\r\n");
        else if (verb === "MAIL") {
          mail.from = line.slice(10).replace(/[<>]/g, "").split(" ")[0]!;
          socket.write("250 ok\r\n");
        } else if (verb === "RCPT") {
          mail.to.push(line.slice(8).replace(/[<>]/g, ""));
          socket.write("250 ok\r\n");
        } else if (verb === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else if (verb === "RSET" || verb === "NOOP") socket.write("250 ok\r\n");
        else socket.write("502 5.5.1 command unrecognised\r\n");
      }
    });
    socket.on("error", () => {});
  }
}
