import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from './templates';

/**
 * Development viewer of the outbox (registered only when MAIL_VIEWER is on — by default outside
 * NODE_ENV=production; it shows password-reset links to anyone):
 * `GET /dev/mail` lists every e-mail, newest first; `GET /dev/mail/{uuid}` shows one.
 */
function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;margin:24px;color:#111}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px 8px;text-align:left;font-size:14px}iframe{width:100%;height:480px;border:1px solid #ddd}pre{white-space:pre-wrap;background:#f6f6f6;padding:12px}</style></head><body>${body}</body></html>`;
}

function statusOf(row: { sentAt: Date | null; error: string | null }): string {
  if (row.sentAt) return `sent ${row.sentAt.toISOString()}`;
  if (row.error) return `failed: ${row.error}`;
  return 'outbox only';
}

export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/dev/mail', async (_request, reply) => {
    const rows = await app.mailer.list(200);
    const lines = rows
      .map(
        (row) =>
          `<tr><td>${escapeHtml(row.createdAt.toISOString())}</td><td>${escapeHtml(row.toAddress)}</td><td><a href="/dev/mail/${row.uuid}">${escapeHtml(row.subject)}</a></td><td>${escapeHtml(row.kind)}</td><td>${escapeHtml(row.locale)}</td><td>${escapeHtml(statusOf(row))}</td></tr>`,
      )
      .join('');
    const table = rows.length
      ? `<table><thead><tr><th>created</th><th>to</th><th>subject</th><th>kind</th><th>locale</th><th>status</th></tr></thead><tbody>${lines}</tbody></table>`
      : '<p>No e-mail yet.</p>';
    return reply.type('text/html; charset=utf-8').send(page('Outbox', `<h1>Outbox</h1>${table}`));
  });

  app.get('/dev/mail/:uuid', { schema: { params: z.object({ uuid: z.uuid() }) } }, async (request, reply) => {
    const row = await app.mailer.find(request.params.uuid);
    if (!row) return reply.code(404).send({ message: 'No query results for model [Mail].' });
    const body = [
      '<p><a href="/dev/mail">← Outbox</a></p>',
      `<h1>${escapeHtml(row.subject)}</h1>`,
      `<p>To: ${escapeHtml(row.toAddress)} · ${escapeHtml(row.kind)} · ${escapeHtml(row.locale)} · ${escapeHtml(row.createdAt.toISOString())} · ${escapeHtml(statusOf(row))}</p>`,
      `<iframe sandbox title="HTML body" srcdoc="${escapeHtml(row.htmlBody)}"></iframe>`,
      `<h2>Text</h2><pre>${escapeHtml(row.textBody)}</pre>`,
    ].join('');
    return reply.type('text/html; charset=utf-8').send(page(row.subject, body));
  });
};
