/** API bases (README.md (layout)): requests under these never fall through to the pages. */
export const API_PREFIXES = ['/api/', '/community/', '/affiliate/'] as const;

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}
