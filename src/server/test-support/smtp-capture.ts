import { SMTPServer } from "smtp-server";

export type CapturedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on loopback that keeps what it receives; it can be told to refuse mail.
 * `onReceive` sees each accepted mail as well (browser tests write them where the test reads).
 */
export async function startSmtpCapture({ onReceive }: { onReceive?: (mail: CapturedMail) => void } = {}) {
  const received: CapturedMail[] = [];
  let refuse = false;
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refuse) return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 451 }));
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        received.push(mail);
        onReceive?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** SMTP connections opened so far (a pooled sender reuses a few). */
    get connections() {
      return connections;
    },
    setRefusing(value: boolean) {
      refuse = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
