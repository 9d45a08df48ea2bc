/**
 * A real SMTP server on 127.0.0.1 for the mail tests (smtp-server): it keeps each message it accepts
 * (envelope and raw text) and refuses recipients while `refusing` is set, as a full mailbox does (450).
 * With `password`, it asks for a login and refuses it, repeating what it was given.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message the server accepted: envelope sender and recipients, and the message as sent. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  /** `smtp://127.0.0.1:<port>`, with `user:password@` when given. */
  url(login?: { user: string; password: string }): string;
  received: ReceivedMail[];
  /** While true, every recipient is refused with 450 "Mailbox busy, try again later". */
  refusing: boolean;
  stop(): Promise<void>;
}

/** Starts a server on a free port of 127.0.0.1; `refuseLogins` refuses every login, quoting it. */
export async function startSmtpServer({ refuseLogins = false } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const state = { refusing: false };
  const server = new SMTPServer({
    authOptional: !refuseLogins,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (auth, _session, callback) =>
      callback(new Error(`Login refused for ${auth.username} with password ${auth.password}`)),
    onRcptTo: (_address, _session, callback) => {
      if (!state.refusing) return callback();
      const error = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 });
      callback(error);
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: (login) =>
      login
        ? `smtp://${encodeURIComponent(login.user)}:${encodeURIComponent(login.password)}@127.0.0.1:${port}`
        : `smtp://127.0.0.1:${port}`,
    received,
    get refusing() {
      return state.refusing;
    },
    set refusing(value: boolean) {
      state.refusing = value;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The file attached to `raw` (a message as the server got it, from nodemailer): the name and bytes of
 * its first part with a `name` (base64, as nodemailer encodes a file); throws when it has none.
 */
export function attachmentOf(raw: string): { name: string; contentType: string; bytes: Buffer } {
  const header = /Content-Type: ([\w/.+-]+); name=("?)([^"\r\n]+)\2\r\n([\s\S]*?)\r\n\r\n/.exec(raw);
  if (!header?.[4].includes('Content-Transfer-Encoding: base64'))
    throw new Error('The message has no attached file in base64.');
  const start = (header.index ?? 0) + header[0].length;
  const body = raw.slice(start, raw.indexOf('\r\n--', start));
  return { name: header[3], contentType: header[1], bytes: Buffer.from(body.replace(/\s/g, ''), 'base64') };
}
