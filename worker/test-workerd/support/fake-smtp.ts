import { createServer, type Server } from 'node:net';

export interface FakeSmtpServer {
  port: number;
  close(): Promise<void>;
}

/** Recipients at this address are refused with 550, so tests can see a failed delivery. */
export const REFUSED_RECIPIENT = 'refused@example.com';

/**
 * A minimal SMTP server for the mail transport test: greeting, EHLO without AUTH or
 * STARTTLS, MAIL, RCPT, DATA up to the lone dot, QUIT. Commands out of order get 503, so a
 * client that skips a step fails instead of passing.
 */
export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const server: Server = createServer((socket) => {
    let greeted = false;
    let sender = false;
    let recipients = 0;
    let inData = false;
    let buffer = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake.test ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          sender = false;
          recipients = 0;
          reply('250 2.0.0 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') {
          greeted = true;
          reply('250-fake.test');
          reply('250 8BITMIME');
        } else if (command === 'MAIL' && greeted) {
          sender = true;
          reply('250 2.1.0 ok');
        } else if (command === 'RCPT' && sender) {
          if (line.toLowerCase().includes(REFUSED_RECIPIENT)) {
            reply('550 5.1.1 mailbox unavailable');
          } else {
            recipients++;
            reply('250 2.1.5 ok');
          }
        } else if (command === 'DATA' && recipients > 0) {
          inData = true;
          reply('354 end data with <CR><LF>.<CR><LF>');
        } else if (command === 'RSET') {
          sender = false;
          recipients = 0;
          reply('250 2.0.0 ok');
        } else if (command === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
          return;
        } else {
          reply('503 5.5.1 bad sequence of commands');
        }
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
