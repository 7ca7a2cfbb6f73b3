import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * The `'sha256-…'` sources of the inline scripts of an HTML page (the built app shell has two: the
 * boot-preload list Vite writes at build time and the boot screen's language switch).
 */
export function inlineScriptHashes(html: string): string[] {
  const scripts = html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi);
  return [...scripts].map(([, body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
}

/**
 * The response headers every answer carries: a Content-Security-Policy the built web app and the API
 * reference satisfy (scripts only from this origin or the shell's own hashed inline scripts; antd's
 * CSS-in-JS needs inline styles), no framing, no MIME sniffing, and a referrer that leaves no path behind.
 * `shellHtml` is the built index.html, read once at start-up.
 */
export function securityHeaders(shellHtml = ''): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(shellHtml)],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The default avatar is a data: SVG; picked files are previewed from blob: URLs.
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // No upgrade-insecure-requests: an office may well serve the product over plain http.
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Browsers ignore it over http; over https it must not reach the office's other host names.
    strictTransportSecurity: { maxAge: 15552000, includeSubDomains: false },
  });
}
