import { createServer, type Server, type Socket } from 'node:net';

export interface FakeSmtpServer {
  port: number;
  /** Each accepted message: envelope and raw DATA. */
  messages: { from: string; to: string[]; data: string }[];
  close(): Promise<void>;
}

/**
 * A minimal SMTP server on 127.0.0.1 for tests of the real transport: EHLO with AUTH PLAIN
 * (accepting only `username`/`password`), MAIL, RCPT, DATA, QUIT, no TLS. Enough for
 * nodemailer to deliver a message and to see the server's replies, good or bad.
 */
export async function startFakeSmtpServer(credentials: { username: string; password: string }) {
  const messages: FakeSmtpServer['messages'] = [];
  const server: Server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let from = '';
    let to: string[] = [];
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.test ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push({ from, to, data: buffer.slice(0, end) });
          buffer = buffer.slice(end + 5);
          inData = false;
          reply('250 2.0.0 OK queued as FAKE42');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.split(' ')[0]!.toUpperCase();
        if (verb === 'EHLO') reply('250-fake.test\r\n250-AUTH PLAIN\r\n250 8BITMIME');
        else if (verb === 'HELO') reply('250 fake.test');
        else if (verb === 'AUTH') {
          const [, , encoded = ''] = line.split(' ');
          const [, user, pass] = Buffer.from(encoded, 'base64').toString('utf8').split('\u0000');
          if (user === credentials.username && pass === credentials.password)
            reply('235 2.7.0 Authentication successful');
          else reply('535 5.7.8 Authentication credentials invalid');
        } else if (verb === 'MAIL') {
          from = line.slice(line.indexOf(':') + 1).trim();
          to = [];
          reply('250 2.1.0 Sender OK');
        } else if (verb === 'RCPT') {
          to.push(line.slice(line.indexOf(':') + 1).trim());
          reply('250 2.1.5 Recipient OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
          return;
        } else reply('502 5.5.2 Command not recognized');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies FakeSmtpServer;
}
