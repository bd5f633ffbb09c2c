// The security headers of everything the gateway serves (issue 23, F10), and the one function that
// builds a page's Content-Security-Policy. Every response gets the app's policy and the usual headers
// (server.ts); a page that needs more (the explorer's embedded Apollo Sandbox) gets its own policy.
//
// Styles allow 'unsafe-inline': Chakra UI (emotion) injects <style> tags at run time and sets
// `style` attributes, and the explorer page has an inline <style>; scripts never do. Inline scripts
// of a served HTML page (the theme script of index.html) are allowed by their SHA-256 hash, read
// from the built file itself, so a changed script still runs and nothing else inline does.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

export type PageKind = 'app' | 'explorer';

/**
 * The origin of the Apollo Sandbox the explorer page frames. Its embedding script is bundled into the
 * explorer's build (`@apollo/sandbox`), so no script of Apollo's runs in this origin.
 */
export const SANDBOX_FRAME_ORIGIN = 'https://sandbox.embed.apollographql.com';

/** A page's Content-Security-Policy; `scriptHashes`: `sha256-…` of the page's inline scripts. */
export function contentSecurityPolicy(page: PageKind, scriptHashes: readonly string[] = []): string {
  const explorer = page === 'explorer';
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((h) => `'${h}'`)],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // 'self' covers ws:/wss: of the same host (CSP 3): the graphql-ws socket.
    // The explorer asks Apollo's origin whether it can be reached (no-cors, no cookie): offline it shows
    // GraphiQL at once instead of waiting for the Sandbox's first message (issue 39).
    'connect-src': explorer ? ["'self'", SANDBOX_FRAME_ORIGIN] : ["'self'"],
    // GraphiQL's Monaco editor runs its language workers from blob: URLs.
    'worker-src': ["'self'", 'blob:'],
    'frame-src': explorer ? [SANDBOX_FRAME_ORIGIN] : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The headers of every response (`secure`: served over HTTPS, `COOKIE_SECURE`). */
export function securityHeaders(page: PageKind, { secure = false, scriptHashes = [] as readonly string[] } = {}): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(page, scriptHashes),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...(secure ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

const hashes = new Map<string, { mtimeMs: number; hashes: string[] }>();

/** `sha256-…` of every inline <script> of an HTML file (cached until the file changes). */
export function inlineScriptHashes(file: string): string[] {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = hashes.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.hashes;
  const html = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]!) || !match[2]) continue;
    found.push(`sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}`);
  }
  hashes.set(file, { mtimeMs, hashes: found });
  return found;
}
