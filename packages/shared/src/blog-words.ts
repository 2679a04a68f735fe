/** Words of a post as the public page counts them for its reading time: runs of non-space characters. */
export function countWords(content: string): number {
  return content.split(/\s+/).filter((word) => word.length > 0).length;
}
