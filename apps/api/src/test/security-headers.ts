/**
 * The security headers every response must carry, API answer, error or page alike. Returns the
 * ones that are missing or wrong, so that a test over many responses can name them.
 */
export function securityHeaderProblems(headers: Record<string, unknown>): string[] {
  const csp = String(headers['content-security-policy'] ?? '');
  const problems: string[] = [];
  const expect = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  expect(csp.includes("default-src 'self'"), "CSP default-src 'self'");
  expect(csp.includes("script-src 'self'"), "CSP script-src 'self'");
  expect(csp.includes("object-src 'none'"), "CSP object-src 'none'");
  expect(csp.includes("frame-ancestors 'none'"), "CSP frame-ancestors 'none'");
  expect(!csp.includes('unsafe-eval'), 'no unsafe-eval');
  expect(!/script-src[^;]*unsafe-inline/.test(csp), 'no inline scripts');
  expect(headers['x-content-type-options'] === 'nosniff', 'X-Content-Type-Options');
  expect(headers['x-frame-options'] === 'DENY', 'X-Frame-Options');
  // Shared reports send none at all: their address is the key to them.
  expect(
    ['strict-origin-when-cross-origin', 'no-referrer'].includes(String(headers['referrer-policy'])),
    'Referrer-Policy',
  );
  expect(String(headers['strict-transport-security']).includes('max-age='), 'HSTS');
  expect(String(headers['permissions-policy']).includes('camera=()'), 'Permissions-Policy');
  expect(/^[0-9a-f-]{36}$/.test(String(headers['x-request-id'])), 'X-Request-Id');
  expect(headers['x-powered-by'] === undefined, 'no X-Powered-By');
  return problems;
}
