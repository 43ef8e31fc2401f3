/** LIKE pattern for a case-insensitive substring search, with % and _ escaped (ESCAPE '\'). */
export function likePattern(q: string): string {
  return `%${q.trim().replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}
