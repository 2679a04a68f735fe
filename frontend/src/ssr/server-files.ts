/** The client build's manifest, kept beside the server bundle (dist-server/) by the prerender step. */
export const CLIENT_MANIFEST_FILE = 'client-manifest.json';

/** A path no route matches: rendering it gives the not-found page. */
export const NOT_FOUND_PROBE_PATH = '/404';
