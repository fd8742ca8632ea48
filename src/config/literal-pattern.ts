/** `text` as regular-expression source that matches exactly that text (its syntax characters escaped). */
export function literalPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
