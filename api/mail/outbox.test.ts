import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract';
import { createTestApi, openTestDatabase, type TestApi } from '../test-support';
import { createMailer, MAIL_RETRY_WINDOW_MS } from './outbox';
import { passwordResetMail } from './templates';

/** The mail outbox: SMTP delivery when configured, the development viewer, the four languages. */

/** A tiny SMTP server on 127.0.0.1 that keeps what it receives (no network beyond loopback). */
function startSmtpListener(): Promise<{
  port: number;
  messages: { from: string; to: string[]; data: string }[];
  close(): Promise<void>;
}> {
  const messages: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 localhost test SMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push(current);
          current = { from: '', to: [], data: '' };
          socket.write('250 OK queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') socket.write('250 localhost\r\n');
        else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, messages, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

describe('SMTP delivery', () => {
  it('sends through SMTP_URL and records sent_at; a failing server is recorded as the error and sent again within a day', async () => {
    const smtp = await startSmtpListener();
    const { database, close } = await openTestDatabase('pglite');
    const now = () => new Date('2026-11-01T10:00:00Z');
    try {
      const mailer = createMailer({
        database,
        from: 'Loja <no-reply@loja.test>',
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        now,
      });
      const mail = passwordResetMail({
        locale: 'pt',
        name: 'Ana',
        link: 'http://localhost:3000/recovery/abc?email=ana%40example.test',
        minutes: 60,
      });
      const row = await mailer.send({
        kind: 'password-reset',
        to: 'ana@example.test',
        locale: 'pt',
        ...mail,
      });
      mailer.close();
      expect(row.sentAt?.toISOString()).toBe('2026-11-01T10:00:00.000Z');
      expect(row.error).toBeNull();
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]!.to.join()).toContain('ana@example.test');
      expect(smtp.messages[0]!.data).toContain('Subject: Redefinir a palavra-passe');
      expect(smtp.messages[0]!.data).toContain('no-reply@loja.test');

      const down = createMailer({ database, from: 'x@loja.test', smtpUrl: 'smtp://127.0.0.1:1', now });
      const failed = await down.send({
        kind: 'password-reset',
        to: 'bea@example.test',
        locale: 'en',
        subject: 's',
        text: 't',
        html: '<p>t</p>',
      });
      down.close();
      expect(failed.sentAt).toBeNull();
      expect(failed.error).toMatch(/ECONNREFUSED|connect/i);
      expect((await down.list()).map((r) => r.toAddress)).toEqual(['bea@example.test', 'ana@example.test']);

      // The server is back: the retry sends what it refused, once, and leaves what went out alone.
      const back = createMailer({ database, from: 'x@loja.test', smtpUrl: `smtp://127.0.0.1:${smtp.port}`, now });
      expect(await back.retryFailed()).toBe(1);
      expect(await back.retryFailed()).toBe(0);
      back.close();
      expect(smtp.messages.map((m) => m.to.join())).toEqual([expect.stringContaining('ana@example.test'), expect.stringContaining('bea@example.test')]);
      const [bea] = await back.list(1);
      expect(bea).toMatchObject({ toAddress: 'bea@example.test', error: null, sentAt: now() });

      // Past a day a failed mail is given up on (it stays in the outbox with its error).
      const stale = await down.send({ kind: 'password-reset', to: 'old@example.test', locale: 'pt', subject: 's', text: 't', html: '<p>t</p>' });
      expect(stale.error).not.toBeNull();
      const dayLater = createMailer({ database, from: 'x@loja.test', smtpUrl: `smtp://127.0.0.1:${smtp.port}`, now: () => new Date(now().getTime() + MAIL_RETRY_WINDOW_MS + 1) });
      expect(await dayLater.retryFailed()).toBe(0);
      dayLater.close();
    } finally {
      await smtp.close();
      await close();
    }
  });
});

describe('password reset texts', () => {
  it.each(LOCALES)('%s: subject, greeting with the name, the link in text and HTML (escaped)', (locale) => {
    const link = 'http://localhost:3000/recovery/abc?email=a%40b.test&x=<y>';
    const mail = passwordResetMail({ locale, name: 'Zé <b>', link, minutes: 60 });
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.text).toContain('Zé <b>');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('60');
    expect(mail.html).toContain('Zé &lt;b&gt;');
    expect(mail.html).toContain('x=&lt;y&gt;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain(`lang="${locale}"`);
  });
  it('uses the four languages', () => {
    const subjects = LOCALES.map(
      (locale) => passwordResetMail({ locale, name: 'A', link: 'http://x', minutes: 60 }).subject,
    );
    expect(new Set(subjects).size).toBe(4);
  });
});

describe('development viewer', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi('pglite', { products: 0 });
  });
  afterAll(async () => api?.close());

  it('GET /dev/mail lists the outbox newest first; GET /dev/mail/{uuid} shows one; an unknown uuid is 404', async () => {
    const first = await api.app.mailer.send({
      kind: 'test',
      to: 'first@example.test',
      locale: 'pt',
      subject: 'First <one>',
      text: 'one',
      html: '<p>one</p>',
    });
    const second = await api.app.mailer.send({
      kind: 'test',
      to: 'second@example.test',
      locale: 'en',
      subject: 'Second',
      text: 'two',
      html: '<p>two</p>',
    });
    const list = await api.app.inject({ url: '/dev/mail' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.body.indexOf('second@example.test')).toBeLessThan(list.body.indexOf('first@example.test'));
    expect(list.body).toContain('First &lt;one&gt;');
    expect(list.body).toContain(`/dev/mail/${second.uuid}`);
    const one = await api.app.inject({ url: `/dev/mail/${first.uuid}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('first@example.test');
    expect(one.body).toContain('srcdoc="&lt;p&gt;one&lt;/p&gt;"');
    expect((await api.app.inject({ url: '/dev/mail/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
  });
});

describe('in production', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi('pglite', {
      products: 0,
      env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' },
    });
  });
  afterAll(async () => api?.close());

  it('has no mail viewer', async () => {
    expect((await api.app.inject({ url: '/dev/mail' })).statusCode).toBe(404);
  });

  it('names the session cookie __Host-storefront_session and marks both cookies Secure (reliability A3)', async () => {
    const response = await api.app.inject({
      url: '/sanctum/csrf-cookie',
      headers: { origin: 'http://localhost:3000' },
    });
    const lines = response.headers['set-cookie'] as string[];
    expect(lines[0]).toMatch(
      /^__Host-storefront_session=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(lines[1]).toMatch(/^XSRF-TOKEN=[\w%-]+; Path=\/; Secure; SameSite=Lax$/);
  });

  it('keeps them Secure on 127.0.0.1, and plain on a plain-http host name, where a browser would drop a Secure cookie', async () => {
    const at = async (host: string) =>
      (await api.app.inject({ url: '/sanctum/csrf-cookie', headers: { host, origin: `http://${host}` } })).headers['set-cookie'] as string[];
    expect((await at('127.0.0.1:3000'))[0]).toMatch(/^__Host-storefront_session=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const lan = await at('shop.lan:3000');
    expect(lan[0]).toMatch(/^storefront_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(lan[1]).toMatch(/^XSRF-TOKEN=[\w%-]+; Path=\/; SameSite=Lax$/);
  });
});
