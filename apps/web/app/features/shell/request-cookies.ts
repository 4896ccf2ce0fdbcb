/** Reads one cookie from a Cookie header (server) without pulling a parser into the bundle. */
export function cookieFromHeader(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeCookie(rest.join('='));
  }
  return undefined;
}

/** A value with a broken %-escape (anyone can send one) is kept as sent: the page must not fail on it. */
function decodeCookie(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
