export interface YouTubeAddress {
  videoId: string;
  /** The address exactly as it was written, so it can be cut out of the line. */
  matchedText: string;
  /** The same video on youtube.com, rebuilt from the id (never the author's text), for the 'Watch on YouTube' link. */
  watchUrl: string;
}

// Shorts (youtube.com/shorts/ID), watch (youtube.com/watch?v=ID, v anywhere in the query) and youtu.be/ID.
const YOUTUBE_ADDRESS =
  /(?:https?:\/\/)?(?:(?:www|m)\.)?(?:youtube\.com\/(?:shorts\/(?<shorts>[\w-]{11})|watch\?(?:[^\s#]*&)?v=(?<watch>[\w-]{11}))|youtu\.be\/(?<short>[\w-]{11}))[^\s]*/i;

/** The first YouTube video address in a line of text, or null. */
export function findYouTubeAddress(text: string): YouTubeAddress | null {
  const match = YOUTUBE_ADDRESS.exec(text);
  if (!match?.groups) return null;
  const { shorts, watch, short } = match.groups;
  if (shorts) return { videoId: shorts, matchedText: match[0], watchUrl: `https://www.youtube.com/shorts/${shorts}` };
  const videoId = watch ?? short;
  return { videoId, matchedText: match[0], watchUrl: `https://www.youtube.com/watch?v=${videoId}` };
}
