/** Words of a post: runs of non-space characters. The one rule for the public reading time, the studio's count and the API's versions list. */
export function countWords(content: string): number {
  return content.split(/\s+/).filter((word) => word.length > 0).length;
}
