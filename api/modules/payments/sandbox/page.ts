import type { SandboxTransaction } from './simulator';

/**
 * The sandbox's operator page (`GET /sibs-sandbox/`): every transaction, newest first, with forms
 * that approve, decline or time out a waiting MB WAY request and pay or expire a reference. Plain
 * HTML forms, no script: it works with JavaScript off. English only: it is a developer's tool, not
 * a page of the shop.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** `351#912345678` → `351#91****678`: enough to see the magic ending, not the whole number. */
function maskedPhone(phone: string): string {
  return phone.replace(/^(351#\d{2})\d{4}(\d{3})$/, '$1****$2');
}

function describeState(tx: SandboxTransaction): string {
  if (tx.state === 'Created') return 'Created (no MB WAY request or reference yet)';
  if (tx.state === 'Declined' && tx.statusCode === 'E0612') return 'Expired (E0612, reference cancelled)';
  return `${tx.state} (${tx.statusCode})`;
}

function controlForm(tx: SandboxTransaction, action: string, label: string, csrfToken: string | null, late = false): string {
  return `<form method="post" action="/sibs-sandbox/control/${encodeURIComponent(tx.id)}/${action}">${
    csrfToken ? `<input type="hidden" name="_token" value="${escapeHtml(csrfToken)}">` : ''
  }${late ? '<input type="hidden" name="late" value="true">' : ''}<button type="submit">${escapeHtml(label)}</button></form>`;
}

function controlsOf(tx: SandboxTransaction, csrfToken: string | null): string {
  if (tx.state === 'Pending' && tx.method === 'MBWAY') {
    return [controlForm(tx, 'approve', 'Approve', csrfToken), controlForm(tx, 'decline', 'Decline', csrfToken), controlForm(tx, 'timeout', 'Time out', csrfToken)].join('');
  }
  if (tx.state === 'Pending' && tx.method === 'REFERENCE') {
    return [controlForm(tx, 'pay', 'Pay', csrfToken), controlForm(tx, 'timeout', 'Expire now', csrfToken)].join('');
  }
  if (tx.state === 'Timeout' && tx.method === 'MBWAY') return controlForm(tx, 'approve', 'Approve late', csrfToken, true);
  if (tx.state === 'Declined' && tx.method === 'REFERENCE' && tx.statusCode === 'E0612') return controlForm(tx, 'pay', 'Pay late', csrfToken, true);
  return '';
}

function notificationsOf(tx: SandboxTransaction): string {
  if (tx.notifications.length === 0) return '—';
  return tx.notifications
    .map((notification) => {
      const state = notification.acknowledged
        ? 'acknowledged'
        : notification.gaveUp
          ? 'given up'
          : notification.nextAttemptAt
            ? `retry at ${notification.nextAttemptAt.toISOString()}`
            : 'sending';
      const failure = notification.lastFailure && !notification.acknowledged ? ` — ${notification.lastFailure}` : '';
      return `<li>${escapeHtml(notification.paymentStatus)}: ${escapeHtml(state)} after ${notification.attempts} attempt(s)${escapeHtml(failure)}</li>`;
    })
    .join('');
}

function rowOf(tx: SandboxTransaction, csrfToken: string | null): string {
  const method =
    tx.method === 'MBWAY'
      ? `MB WAY ${escapeHtml(maskedPhone(tx.phone ?? ''))}`
      : tx.method === 'REFERENCE' && tx.reference
        ? `Multibanco ${escapeHtml(tx.reference.entity)} / ${escapeHtml(tx.reference.reference.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3'))}<br><small>until ${escapeHtml(tx.reference.expireDate.toISOString())}</small>`
        : escapeHtml(tx.paymentMethods.join(', '));
  return `<tr>
<td><code>${escapeHtml(tx.id)}</code><br><small>${escapeHtml(tx.merchantTransactionId)}</small></td>
<td>${method}</td>
<td>€${tx.amount.toFixed(2)}</td>
<td>${escapeHtml(describeState(tx))}</td>
<td><ul>${notificationsOf(tx)}</ul></td>
<td class="controls">${controlsOf(tx, csrfToken)}</td>
</tr>`;
}

export function sandboxPage(input: { transactions: SandboxTransaction[]; nonce: string; csrfToken: string | null; notice: string | null; webhookUrl: string }): string {
  const pending = input.transactions.filter((tx) => tx.state === 'Pending');
  const others = input.transactions.filter((tx) => tx.state !== 'Pending').slice(0, 50);
  const table = (rows: SandboxTransaction[], empty: string) =>
    rows.length === 0
      ? `<p>${empty}</p>`
      : `<table><thead><tr><th scope="col">Transaction</th><th scope="col">Method</th><th scope="col">Amount</th><th scope="col">State</th><th scope="col">Notifications</th><th scope="col">Actions</th></tr></thead><tbody>${rows.map((tx) => rowOf(tx, input.csrfToken)).join('')}</tbody></table>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>SIBS sandbox</title>
<style nonce="${input.nonce}">
body { font: 15px/1.5 system-ui, sans-serif; margin: 1.5rem; color: #1a1a1a; }
table { border-collapse: collapse; width: 100%; margin-bottom: 2rem; }
th, td { border-bottom: 1px solid #ccc; padding: .5rem; text-align: left; vertical-align: top; }
ul { margin: 0; padding-left: 1rem; }
.controls form { display: inline-block; margin: 0 .25rem .25rem 0; }
button { font: inherit; padding: .25rem .75rem; cursor: pointer; }
.notice { background: #fff4d6; padding: .5rem 1rem; }
</style>
</head>
<body>
<main>
<h1>SIBS sandbox</h1>
<p>The local stand-in for SIBS SPG v2. MB WAY phones ending in <strong>678</strong> approve and phones ending in <strong>500</strong> decline on their own; any other phone waits here for you. Notifications go to <code>${escapeHtml(input.webhookUrl)}</code>.</p>
${input.notice ? `<p class="notice" role="status">${escapeHtml(input.notice)}</p>` : ''}
<p><a href="/sibs-sandbox/">Refresh</a></p>
<h2>Waiting</h2>
${table(pending, 'Nothing is waiting.')}
<h2>Recent</h2>
${table(others, 'No other transactions yet.')}
</main>
</body>
</html>`;
}
