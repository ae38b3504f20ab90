import { anyGranted, consentModeDefault, consentModeOf, tagScriptUrls } from '../../features/consent';
import type { ConsentChoice, TagManagerConfig } from '../../features/consent';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The head's first script when a tag manager is configured (§7): the data layer and `gtag` with Google
 * Consent Mode v2's default — every signal denied — before any other entry, so whatever reads the data layer
 * later reads that first. A visitor who already allowed something gets their choice as an update and the tag
 * manager's (and Google tag's) scripts, with the response's nonce; one who allowed nothing, or has not chosen,
 * gets no script from anywhere else. Nothing at all without a tag manager.
 */
export function tagManagerHead(tags: TagManagerConfig | null, choice: ConsentChoice | null, nonce: string): string {
  if (!tags) return '';
  const commands = [
    'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}',
    `gtag('consent','default',${JSON.stringify(consentModeDefault())});`,
  ];
  if (choice) commands.push(`gtag('consent','update',${JSON.stringify(consentModeOf(choice))});`);
  const granted = anyGranted(choice);
  if (granted) commands.push(tagManagerStartCommands(tags));
  const bootstrap = `<script nonce="${escapeAttribute(nonce)}">${commands.join('')}</script>`;
  if (!granted) return bootstrap;
  const scripts = tagScriptUrls(tags).map((src) => `<script async nonce="${escapeAttribute(nonce)}" src="${escapeAttribute(src)}"></script>`);
  return bootstrap + scripts.join('');
}

/** What the tag manager's own snippet pushes before its script, and the Google tag's configuration. */
export function tagManagerStartCommands(tags: TagManagerConfig): string {
  const start = "dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'});";
  return tags.gtagId ? `${start}gtag('js',new Date());gtag('config',${JSON.stringify(tags.gtagId)});` : start;
}
